import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { confirmationCode } from "@portal/schemas/password";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { TextField } from "./TextField.tsx";
import { Toast } from "./Toast.tsx";
import { apiFailure } from "../../lib/apiFailure.ts";
import { fieldError } from "../../lib/fieldError.ts";
import { useToast } from "../../lib/useToast.ts";
import styles from "./CodeForm.module.css";

const codeForm = z.object({ code: confirmationCode });

type Props = {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  /** Orders a new code; the outcome is told in a toast. */
  onResend?: () => Promise<void>;
  /** Extra actions next to the submit, such as cancel. */
  actions?: ReactNode;
};

/** A one-time code from a mail or an SMS, with 'send a new code' and its toast (spec section 8). */
export function CodeForm({ label, submitLabel, busy, error, onSubmit, onResend, actions }: Props) {
  const { t } = useTranslation(["common", "validation"]);
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: "" } });

  async function resend() {
    if (!onResend) return;
    setResending(true);
    try {
      await onResend();
      toast.show("success", t("code.sent"));
    } catch (failure) {
      toast.show("error", apiFailure(failure).status === 429 ? t("code.tooMany") : t("code.sendFailed"));
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.code))}>
      <Alert>{error && <p>{error}</p>}</Alert>
      <TextField
        label={label}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        className={styles.code}
        error={fieldError(t, errors.code?.message, "code")}
        registration={register("code")}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : submitLabel}
        </Button>
        {actions}
      </div>
      {onResend && (
        <p className={styles.resend}>
          {t("code.notReceived")}{" "}
          <button
            type="button"
            className={styles.linkButton}
            disabled={resending}
            onClick={() => void resend()}
          >
            {t("code.resend")}
          </button>
        </p>
      )}
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </form>
  );
}
