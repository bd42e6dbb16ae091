import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordCodeRequest } from "@portal/schemas/forgot-password";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { forgotPasswordCode } from "../api/forgotPasswordCode.ts";

/** Step 1: the email. The answer is the same whether or not it has an account. */
export function EmailStep({ focus, onSent }: { focus: boolean; onSent: (username: string) => void }) {
  const { t } = useTranslation(["auth", "common", "validation"]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordCodeRequest), defaultValues: { username: "" } });

  async function submit({ username }: { username: string }) {
    setBusy(true);
    setError(undefined);
    try {
      await forgotPasswordCode(username);
      onSent(username);
    } catch (failure) {
      setError(apiFailure(failure).status === 429 ? t("codeErrors.LimitExceeded") : t("forgot.sendFailed"));
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading step={1} of={2} focusOnMount={focus}>
        {t("forgot.email.title")}
      </StepHeading>
      <p>{t("forgot.email.text")}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Alert>{error && <p>{error}</p>}</Alert>
        <TextField
          label={t("login.email")}
          required
          type="email"
          inputMode="email"
          autoComplete="username"
          error={fieldError(t, errors.username?.message, "username")}
          registration={register("username")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("common:sending") : t("forgot.email.submit")}
        </Button>
      </form>
    </>
  );
}
