import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { PhoneField } from "../../../components/ui/TypedFields.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { phoneLoginStart } from "../api/phoneLoginStart.ts";

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/phone-sign-in")).phoneLoginStartRequest,
);

type Props = {
  focus: boolean;
  phoneNumber: string;
  onSent: (phoneNumber: string, phoneLoginId: string) => void;
};

/** Step 1: the phone number the tenant has given us; a code is texted to it. */
export function PhoneStep({ focus, phoneNumber, onSent }: Props) {
  const { t } = useTranslation(["phone-sign-in", "common", "validation"]);
  const { busy, error, send } = useSending();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { phoneNumber } });

  function submit(values: { phoneNumber: string }) {
    return send(
      async () => onSent(values.phoneNumber, await phoneLoginStart(values.phoneNumber)),
      (failure) => {
        if (failure.code === "USER_NOT_FOUND") return t("errors.USER_NOT_FOUND");
        return failure.status === 429 ? t("common:codeErrors.LimitExceeded") : t("common:errors.general");
      },
    );
  }

  return (
    <>
      <StepHeading step={1} of={4} focusOnMount={focus}>
        {t("number.title")}
      </StepHeading>
      <p>{t("number.text")}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Alert message={error} />
        <PhoneField
          label={t("number.label")}
          hint={t("number.hint")}
          error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
          registration={register("phoneNumber")}
        />
        <SubmitButton busy={busy}>{t("number.submit")}</SubmitButton>
      </form>
    </>
  );
}
