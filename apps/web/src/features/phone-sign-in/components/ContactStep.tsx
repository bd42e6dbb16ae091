import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { EmailField, PhoneField } from "../../../components/ui/TypedFields.tsx";
import { showContactFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { phoneLoginComplete } from "../api/phoneLoginComplete.ts";

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/phone-sign-in")).phoneLoginContactForm,
);

type Props = {
  focus: boolean;
  registerSessionId: string;
  state: string;
  phoneNumber: string;
  onSignedIn: (answer: { sessionId: string; emailConfirmationRequired: boolean }) => Promise<void>;
  /** `code`: IDENTIFICATION_OTHER_BROWSER has a message of its own; anything else is "failed". */
  onIdentificationFailed: (code?: string) => void;
};

/** Step 4: identified; the tenant checks the contact details and is signed in. */
export function ContactStep({
  focus,
  registerSessionId,
  state,
  phoneNumber,
  onSignedIn,
  onIdentificationFailed,
}: Props) {
  const { t } = useTranslation(["phone-sign-in", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { email: "", phoneNumber } });

  function submit(values: { email: string; phoneNumber: string }) {
    return send(
      async () => onSignedIn(await phoneLoginComplete({ registerSessionId, state, ...values })),
      (failure) => {
        if (failure.code === "IDENTIFICATION_OTHER_BROWSER") return onIdentificationFailed(failure.code);
        if (
          failure.code === "IDENTIFICATION_FAILED" ||
          failure.code === "IDENTIFICATION_EXPIRED" ||
          failure.status === 404
        )
          return onIdentificationFailed();
        if (showContactFieldErrors(failure, setFieldError)) return;
        return failure.status === 429 ? t("common:codeErrors.LimitExceeded") : t("common:errors.general");
      },
    );
  }

  return (
    <>
      <StepHeading step={4} of={4} focusOnMount={focus}>
        {t("contact.title")}
      </StepHeading>
      <p>{t("contact.text")}</p>
      <p>{t("common:requiredNote")}</p>
      <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
        <Alert message={error} />
        <EmailField
          label={t("common:account.email")}
          autoComplete="email"
          error={fieldError(t, errors.email?.message, "email")}
          registration={register("email")}
        />
        <PhoneField
          label={t("number.label")}
          error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
          registration={register("phoneNumber")}
        />
        <SubmitButton busy={busy} busyLabel={t("common:account.signingIn")}>
          {t("contact.submit")}
        </SubmitButton>
      </form>
    </>
  );
}
