import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FeedbackRequest } from "@portal/schemas/feedback";
import { FEEDBACK_ANSWERS, FEEDBACK_TEXT_MAX } from "@portal/schemas/feedback.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import field from "../../../components/ui/TextField.module.css";
import { currentLanguage } from "../../../lib/i18n.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import styles from "./FeedbackForm.module.css";

const resolver = lazyResolver(async () => (await import("@portal/schemas/feedback")).feedbackForm);

type Props = { onSubmit: (body: FeedbackRequest) => void; busy: boolean; failed: boolean };

export function FeedbackForm({ onSubmit, busy, failed }: Props) {
  const { t } = useTranslation(["feedback", "common", "validation"]);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { text: "" } });
  const answerError = fieldError(t, errors.gotThingsDone?.message, "gotThingsDone");
  const textError = fieldError(t, errors.text?.message, "text");

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit({ ...values, language: currentLanguage() }))}
    >
      <p>{t("common:requiredNote")}</p>
      <fieldset
        className={styles.fieldset}
        aria-describedby={answerError ? `${id}-answer-error` : undefined}
        aria-invalid={answerError ? true : undefined}
      >
        <legend className={styles.legend}>
          {t("question")}
          <RequiredMark />
        </legend>
        <div className={styles.options}>
          {FEEDBACK_ANSWERS.map((answer) => (
            <label key={answer} className={styles.option}>
              <input type="radio" value={answer} required {...register("gotThingsDone")} />
              <span>{t(`answers.${answer}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-answer-error`} message={answerError} />
      </fieldset>
      <div className={field.field}>
        <label htmlFor={`${id}-text`} className={field.label}>
          {t("text")}
        </label>
        <p id={`${id}-hint`} className={field.hint}>
          {t("textHint", { max: FEEDBACK_TEXT_MAX })}
        </p>
        <textarea
          id={`${id}-text`}
          className={field.input}
          maxLength={FEEDBACK_TEXT_MAX}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[`${id}-hint`, textError ? `${id}-text-error` : ""].join(" ").trim()}
          {...register("text")}
        />
        <FieldError id={`${id}-text-error`} message={textError} />
      </div>
      <Alert message={failed ? t("error") : undefined} />
      <Button type="submit" disabled={busy}>
        {busy ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
