import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "./Alert.tsx";
import { ButtonRow, SubmitButton, TextButton } from "./Button.tsx";
import { CodeField } from "./TypedFields.tsx";
import { Toast } from "./Toast.tsx";
import { apiFailure } from "../../lib/apiFailure.ts";
import { codeErrorMessage } from "../../lib/codeErrors.ts";
import { fieldError } from "../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../lib/lazyResolver.ts";
import { useSending } from "../../lib/useSending.ts";
import { useToast } from "../../lib/useToast.ts";
import styles from "./CodeForm.module.css";

const resolver = lazyResolver(async () => (await import("@portal/schemas/codes")).codeForm);

type Props = {
  submitLabel: string;
  /** Sends the code and goes on; the form stays busy after a success, as the step is leaving. */
  onSubmit: (code: string) => Promise<void>;
  /** The message for a refusal that is not about the code; by default the general error. */
  otherError?: string;
  /** Orders a new code; the outcome is told in a toast. */
  onResend?: () => Promise<void>;
  /** Extra actions next to the submit, such as cancel. */
  actions?: ReactNode;
};

/** A one-time code from a mail or an SMS, with 'send a new code' and its toast telling whether the new code went out. */
export function CodeForm({ submitLabel, onSubmit, otherError, onResend, actions }: Props) {
  const { t } = useTranslation(["common", "validation"]);
  const toast = useToast();
  const { busy, error, send } = useSending();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { code: "" } });

  function submit(code: string) {
    return send(
      () => onSubmit(code),
      (failure) => codeErrorMessage(t, failure, otherError),
    );
  }

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
    <form noValidate onSubmit={handleSubmit((v) => submit(v.code))}>
      <Alert message={error} />
      <CodeField
        className={styles.code}
        error={fieldError(t, errors.code?.message, "code")}
        registration={register("code")}
      />
      <ButtonRow>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {actions}
      </ButtonRow>
      {onResend && (
        <p className={styles.resend}>
          {t("code.notReceived")}{" "}
          <TextButton writes disabled={resending} onClick={() => void resend()}>
            {t("code.resend")}
          </TextButton>
        </p>
      )}
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </form>
  );
}
