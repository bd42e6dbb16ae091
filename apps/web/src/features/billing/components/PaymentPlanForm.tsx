import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CONTACT_CONTENT_MAX, PAYMENT_PLAN_PROPOSAL } from "@portal/schemas/messages.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import field from "../../../components/ui/TextField.module.css";
import { fieldError } from "../../../lib/fieldError.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { sendContactRequest } from "../api/sendContactRequest.ts";

// The message's own rule for its text, taken from the contact request's schema.
const resolver = lazyResolver(async () => {
  const [{ z }, { contactRequest }] = await Promise.all([import("zod"), import("@portal/schemas/messages")]);
  return z.object({ content: contactRequest.shape.content });
});

/**
 * A payment-plan proposal: a customer-service message in the rent-payment category, subtopic
 * debtrepayment. Success is a toast and an empty form; failure stays in the form ('messagefailure').
 */
export function PaymentPlanForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(["billing", "common", "validation"]);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { content: "" } });
  const error = fieldError(t, errors.content?.message, "proposal");

  async function send({ content }: { content: string }) {
    setBusy(true);
    setFailed(false);
    try {
      await sendContactRequest({
        ...PAYMENT_PLAN_PROPOSAL,
        subject: t("plan.subject"),
        content,
        language: currentLanguage(),
      });
      reset();
      onSent();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <p className={field.hint}>{t("common:requiredNote")}</p>
      <div className={field.field}>
        <span className={field.labelRow}>
          <label htmlFor={`${id}-content`} className={field.label}>
            {t("plan.content")}
          </label>
          <RequiredMark />
        </span>
        <p id={`${id}-hint`} className={field.hint}>
          {t("plan.contentHint")}
        </p>
        <textarea
          id={`${id}-content`}
          className={field.input}
          maxLength={CONTACT_CONTENT_MAX}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
          {...register("content")}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Alert message={failed ? t("plan.messagefailure") : undefined} />
      <SubmitButton busy={busy}>{t("plan.submit")}</SubmitButton>
    </form>
  );
}
