import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TerminationReviewDetail, TerminationReviewRequest } from "@portal/schemas/termination";
import { REJECTION_REASON_MAX } from "@portal/schemas/termination.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { formatDate } from "../../../lib/format.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { reviewNotice } from "../api/review.ts";
import { terminationFieldError as fieldError } from "../fieldError.ts";

export type Outcome = { tone: "success" | "error"; text: string } | undefined;

type Rejection = { decision: "reject"; from: "ready_for_review"; reason: string };
const resolver = lazyResolver(
  async () => (await import("@portal/schemas/termination")).terminationReviewRequest,
);

/** Approve, or reject with a reason; a stale decision (409) shows the notice as it now is. */
export function Review({
  notice,
  onDone,
}: {
  notice: TerminationReviewDetail;
  onDone: (outcome: Outcome) => Promise<void>;
}) {
  const { t } = useTranslation(["termination", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const [rejecting, setRejecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Rejection, unknown, TerminationReviewRequest>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<Rejection, unknown, TerminationReviewRequest>,
    defaultValues: { decision: "reject", from: "ready_for_review", reason: "" },
  });
  const refused = (failure: { status: number }) => {
    if (failure.status === 409 || failure.status === 404) {
      void onDone({ tone: "error", text: t("review.stale") });
      return;
    }
    return t("review.failure");
  };

  return (
    <Card title={t("review.title")} headingLevel={2}>
      <ButtonRow>
        <Button
          disabled={busy}
          onClick={() =>
            void send(async () => {
              await reviewNotice(notice.id, { decision: "approve", from: "ready_for_review" });
              await onDone({
                tone: "success",
                text: t("review.approved", { date: formatDate(notice.endDate) }),
              });
            }, refused)
          }
        >
          {t("review.approve")}
        </Button>
        {!rejecting && (
          <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {t("review.reject")}
          </Button>
        )}
      </ButtonRow>
      {rejecting && (
        <form
          noValidate
          onSubmit={(event) =>
            void handleSubmit((rejection) =>
              send(async () => {
                await reviewNotice(notice.id, rejection);
                await onDone({ tone: "success", text: t("review.rejected") });
              }, refused),
            )(event)
          }
        >
          <TextAreaField
            label={t("review.rejectReason")}
            hint={t("review.rejectReasonHint")}
            required
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            error={fieldError(t, errors.reason?.message, "reason")}
            registration={register("reason")}
          />
          <SubmitButton busy={busy}>{t("review.sendReject")}</SubmitButton>
        </form>
      )}
      <Alert message={error} />
    </Card>
  );
}
