import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { EmailField } from "../../../components/ui/TypedFields.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { forgotPasswordCode } from "../api/forgotPasswordCode.ts";

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/password-reset")).forgotPasswordCodeRequest,
);

/** Step 1: the email. The answer is the same whether or not it has an account. */
export function EmailStep({ focus, onSent }: { focus: boolean; onSent: (username: string) => void }) {
  const { t } = useTranslation(["password-reset", "common", "validation"]);
  const { busy, error, send } = useSending();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { username: "" } });

  function submit({ username }: { username: string }) {
    return send(
      async () => {
        await forgotPasswordCode(username);
        onSent(username);
      },
      (failure) => (failure.status === 429 ? t("common:codeErrors.LimitExceeded") : t("sendFailed")),
    );
  }

  return (
    <>
      <StepHeading step={1} of={2} focusOnMount={focus}>
        {t("email.title")}
      </StepHeading>
      <p>{t("email.text")}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Alert message={error} />
        <EmailField
          label={t("common:account.email")}
          autoComplete="username"
          error={fieldError(t, errors.username?.message, "username")}
          registration={register("username")}
        />
        <SubmitButton busy={busy}>{t("email.submit")}</SubmitButton>
      </form>
    </>
  );
}
