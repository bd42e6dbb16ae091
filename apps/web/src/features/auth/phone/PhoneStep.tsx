import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { phoneLoginStartRequest } from "@portal/schemas/phone-login";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { phoneLoginStart } from "../api/phoneLoginStart.ts";

type Props = {
  focus: boolean;
  phoneNumber: string;
  onSent: (phoneNumber: string, phoneLoginId: string) => void;
};

/** Step 1: the phone number the tenant has given us; a code is texted to it. */
export function PhoneStep({ focus, phoneNumber, onSent }: Props) {
  const { t } = useTranslation(["auth", "common", "validation"]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(phoneLoginStartRequest), defaultValues: { phoneNumber } });

  async function submit(values: { phoneNumber: string }) {
    setBusy(true);
    setError(undefined);
    try {
      onSent(values.phoneNumber, await phoneLoginStart(values.phoneNumber));
    } catch (caught) {
      const failure = apiFailure(caught);
      if (failure.code === "USER_NOT_FOUND") setError(t("phone.errors.USER_NOT_FOUND"));
      else if (failure.status === 429) setError(t("codeErrors.LimitExceeded"));
      else setError(t("errors.GENERAL"));
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading step={1} of={4} focusOnMount={focus}>
        {t("phone.number.title")}
      </StepHeading>
      <p>{t("phone.number.text")}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Alert>{error && <p>{error}</p>}</Alert>
        <TextField
          label={t("phone.number.label")}
          hint={t("phone.number.hint")}
          required
          type="tel"
          autoComplete="tel"
          error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
          registration={register("phoneNumber")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("common:sending") : t("phone.number.submit")}
        </Button>
      </form>
    </>
  );
}
