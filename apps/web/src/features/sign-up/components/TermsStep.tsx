import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver, type LazyResolver } from "../../../lib/lazyResolver.ts";
import { paths } from "../../../lib/paths.ts";

type Values = { acceptTerms: boolean };
// The schema accepts only `true`; the form starts unticked.
const resolver = lazyResolver(
  async () => (await import("@portal/schemas/sign-up")).signUpTermsForm,
) as unknown as LazyResolver<Values, Values>;

export function TermsStep({
  focus,
  accepted,
  onAccept,
}: {
  focus: boolean;
  accepted: boolean;
  onAccept: () => void;
}) {
  const { t } = useTranslation(["sign-up", "common", "validation"]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: useLazyResolver(resolver), defaultValues: { acceptTerms: accepted } });
  return (
    <>
      <StepHeading step={1} of={5} focusOnMount={focus}>
        {t("terms.title")}
      </StepHeading>
      <p>{t("terms.text")}</p>
      <form noValidate onSubmit={handleSubmit(onAccept)}>
        <p>
          <Link to={paths.terms} target="_blank" rel="noopener">
            {t("terms.link")}
          </Link>
        </p>
        <CheckboxField
          required
          label={t("terms.accept")}
          error={fieldError(t, errors.acceptTerms?.message, "acceptTerms")}
          registration={register("acceptTerms")}
        />
        <Button type="submit">{t("common:continue")}</Button>
      </form>
    </>
  );
}
