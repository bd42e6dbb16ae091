import { useCallback, useRef, useState, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DefectNoticeDetail } from "@portal/schemas/faults";
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_RATINGS,
  REOPEN_REASON_MAX,
} from "@portal/schemas/fault-feedback.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useReportAction } from "../api/reportAction.ts";
import styles from "./CompletionFeedback.module.css";

type Report = Pick<DefectNoticeDetail, "id" | "status" | "feedback" | "reopenableUntil">;

/**
 * "Korjattiinko vika?": on a completed report the tenant rates the repair once (1–5, a comment if
 * they like), and for 14 days after the completion may reopen the report with what is still wrong.
 * A rating given is shown on the report from then on.
 */
export default function CompletionFeedback({ report, now = new Date() }: { report: Report; now?: Date }) {
  const { t, ready } = useTranslation("fault-feedback");
  const completed = report.status === "Ready";
  const reopenable =
    completed && report.reopenableUntil !== null && now.getTime() <= Date.parse(report.reopenableUntil);
  if (!report.feedback && !completed) return null;
  if (!ready) return <Loading />;
  return (
    <Card title={t("card")} className={styles.feedback}>
      {report.feedback ? <GivenRating feedback={report.feedback} /> : <RatingForm id={report.id} />}
      {reopenable && <ReopenForm id={report.id} until={report.reopenableUntil!} />}
      {completed && !reopenable && <p className={styles.hint}>{t("reopenClosed")}</p>}
    </Card>
  );
}

function GivenRating({ feedback }: { feedback: NonNullable<DefectNoticeDetail["feedback"]> }) {
  const { t } = useTranslation("fault-feedback");
  return (
    <section aria-labelledby="fault-rating-given">
      <h3 id="fault-rating-given" className={styles.heading}>
        {t("givenTitle")}
      </h3>
      <p>
        <strong>{t("ratingValue", { rating: feedback.rating })}</strong>{" "}
        {t(`rating.${feedback.rating}` as "rating.1")}
      </p>
      {feedback.comment && <p className={styles.comment}>{feedback.comment}</p>}
      <p className={styles.hint}>{t("givenAt", { date: formatInstantDate(feedback.at) })}</p>
    </section>
  );
}

/**
 * A text area's wiring without a form library: the report form's chunk keeps react-hook-form to
 * itself, and these two small forms need only their values and an error each.
 */
function textArea(
  name: string,
  set: (value: string) => void,
  ref: (element: HTMLTextAreaElement | null) => void,
): UseFormRegisterReturn {
  return {
    name,
    onChange: async (event: { target: { value: string } }) => set(event.target.value),
    onBlur: async () => {},
    ref,
  };
}

/** A text area's element for focusing it after a refusal, and the callback that keeps it. */
function useTextAreaRef() {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const keep = useCallback((el: HTMLTextAreaElement | null) => {
    element.current = el;
  }, []);
  return [element, keep] as const;
}

function RatingForm({ id }: { id: string }) {
  const { t } = useTranslation(["fault-feedback", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const rate = useReportAction(id, "feedback");
  const [rating, setRating] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const firstRadio = useRef<HTMLInputElement>(null);
  const [commentArea, keepCommentArea] = useTextAreaRef();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      setErrors({ rating: "validation.required" });
      firstRadio.current?.focus();
      return;
    }
    setErrors({});
    void send(
      async () => {
        await rate.mutateAsync({ rating: Number(rating), ...(comment.trim() ? { comment } : {}) });
      },
      (failure) => {
        if (failure.status === 400 && (failure.fields.rating || failure.fields.comment)) {
          setErrors({ rating: failure.fields.rating, comment: failure.fields.comment });
          if (failure.fields.comment) commentArea.current?.focus();
          return;
        }
        if (failure.code === "FEEDBACK_GIVEN") return t("alreadyGiven");
        return t("failed");
      },
    );
  }

  const ratingError = fieldError(t, errors.rating, "rating");
  return (
    <form noValidate onSubmit={submit} aria-labelledby="fault-rating-title">
      <h3 id="fault-rating-title" className={styles.heading}>
        {t("title")}
      </h3>
      <p className={styles.hint}>{t("intro")}</p>
      {/* Five choices in a column: a phone's width never has to fit them side by side. */}
      <fieldset className={styles.ratings} aria-describedby={ratingError ? "fault-rating-error" : undefined}>
        <legend className={styles.legend}>{t("ratingLegend")}</legend>
        {FEEDBACK_RATINGS.map((value) => (
          <label key={value} className={styles.rating}>
            <input
              ref={value === FEEDBACK_RATINGS[0] ? firstRadio : undefined}
              type="radio"
              name="rating"
              value={String(value)}
              checked={rating === String(value)}
              onChange={() => setRating(String(value))}
              className={styles.radio}
            />
            {`${value} – ${t(`rating.${value}` as "rating.1")}`}
          </label>
        ))}
      </fieldset>
      <FieldError id="fault-rating-error" message={ratingError} />
      <TextAreaField
        label={t("comment")}
        hint={t("commentHint")}
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX}
        value={comment}
        error={fieldError(t, errors.comment, "comment")}
        registration={textArea("comment", setComment, keepCommentArea)}
      />
      <Alert message={error} />
      <SubmitButton busy={busy}>{t("send")}</SubmitButton>
    </form>
  );
}

function ReopenForm({ id, until }: { id: string; until: string }) {
  const { t } = useTranslation(["fault-feedback", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const reopen = useReportAction(id, "reopen");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [area, keepArea] = useTextAreaRef();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError("validation.required");
      area.current?.focus();
      return;
    }
    setReasonError(undefined);
    void send(
      async () => {
        await reopen.mutateAsync({ reason });
      },
      (failure) => {
        if (failure.status === 400 && failure.fields.reason) {
          setReasonError(failure.fields.reason);
          area.current?.focus();
          return;
        }
        if (failure.code === "REOPEN_WINDOW_CLOSED") return t("reopenClosed");
        if (failure.code === "STALE_STATE" || failure.code === "NOT_COMPLETED") return t("reopenStale");
        return t("reopenFailed");
      },
    );
  }

  return (
    <form noValidate className={styles.reopen} onSubmit={submit} aria-labelledby="fault-reopen-title">
      <h3 id="fault-reopen-title" className={styles.heading}>
        {t("reopenTitle")}
      </h3>
      <p className={styles.hint}>{t("reopenIntro", { date: formatInstantDate(until) })}</p>
      <TextAreaField
        label={t("reason")}
        required
        rows={3}
        maxLength={REOPEN_REASON_MAX}
        value={reason}
        error={fieldError(t, reasonError, "reason")}
        registration={textArea("reason", setReason, keepArea)}
      />
      <Alert message={error} />
      <SubmitButton busy={busy}>{t("reopen")}</SubmitButton>
    </form>
  );
}
