import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { phoneLoginCompleteRequest } from "@portal/schemas/phone-login";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { apiFailure, showFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { phoneLoginComplete } from "../api/phoneLoginComplete.ts";

const contactForm = phoneLoginCompleteRequest.pick({ email: true, phoneNumber: true });

type Props = {
  focus: boolean;
  registerSessionId: string;
  state: string;
  phoneNumber: string;
  onSignedIn: (answer: { sessionId: string; emailConfirmationRequired: boolean }) => Promise<void>;
  onIdentificationFailed: () => void;
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
  const { t } = useTranslation(["auth", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactForm), defaultValues: { email: "", phoneNumber } });

  async function submit(values: { email: string; phoneNumber: string }) {
    setBusy(true);
    setError(undefined);
    try {
      await onSignedIn(await phoneLoginComplete({ registerSessionId, state, ...values }));
    } catch (caught) {
      setBusy(false);
      const failure = apiFailure(caught);
      if (
        failure.code === "IDENTIFICATION_FAILED" ||
        failure.code === "IDENTIFICATION_EXPIRED" ||
        failure.status === 404
      )
        return onIdentificationFailed();
      if (failure.status === 409)
        return setFieldError("email", { message: "validation.usernameUnavailable" }, { shouldFocus: true });
      if (
        failure.status === 400 &&
        showFieldErrors(failure, setFieldError, { email: "email", phoneNumber: "phoneNumber" })
      )
        return;
      setError(failure.status === 429 ? t("codeErrors.LimitExceeded") : t("errors.GENERAL"));
    }
  }

  return (
    <>
      <StepHeading step={4} of={4} focusOnMount={focus}>
        {t("phone.contact.title")}
      </StepHeading>
      <p>{t("phone.contact.text")}</p>
      <p>{t("common:requiredNote")}</p>
      <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
        <Alert>{error && <p>{error}</p>}</Alert>
        <TextField
          label={t("login.email")}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError(t, errors.email?.message, "email")}
          registration={register("email")}
        />
        <TextField
          label={t("phone.number.label")}
          required
          type="tel"
          autoComplete="tel"
          error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
          registration={register("phoneNumber")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("login.submitting") : t("phone.contact.submit")}
        </Button>
      </form>
    </>
  );
}
