import { useEffect, useId, useRef, useState } from "react";
import { REJECTION_REASON_MAX } from "@portal/schemas/committee-forms.constants";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button, ButtonRow } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Notice } from "../../components/ui/Notice.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { RequiredMark } from "../../components/ui/RequiredMark.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import field from "../../components/ui/TextField.module.css";
import { ApiError } from "../../lib/api.ts";
import { apiFailure } from "../../lib/apiFailure.ts";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import {
  approveAsStaff,
  approveByToken,
  rejectAsStaff,
  rejectByToken,
  resendLink,
  reviewQueryOptions,
  staffFormQueryOptions,
} from "./api/reviewQuery.ts";
import { formHeadline, FormStateBadge } from "./components/FormHeadline.tsx";
import { FormView } from "./components/FormView.tsx";
import { FORMS } from "./model.ts";
import styles from "./committee.module.css";

/** The longest rejection reason the committee is sent. */
const REASON_MAX = REJECTION_REASON_MAX;

/** A link past its expiry: the moderator may order a new one, sent to their address on file. */
function Expired({ token }: { token: string }) {
  const { t } = useTranslation("committee");
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");
  return (
    <Notice
      tone="warning"
      title={t("review.expiredTitle")}
      actions={
        state !== "sent" && (
          <Button
            disabled={state === "busy"}
            onClick={() => {
              setState("busy");
              resendLink(token).then(
                () => setState("sent"),
                () => setState("failed"),
              );
            }}
          >
            {state === "busy" ? t("review.ordering") : t("review.orderLink")}
          </Button>
        )
      }
    >
      <p>{t("review.expiredText")}</p>
      <Alert tone={state === "sent" ? "success" : "error"}>
        {state === "sent" && <p>{t("review.linkSent")}</p>}
        {state === "failed" && <p>{t("review.linkFailed")}</p>}
      </Alert>
    </Notice>
  );
}

/**
 * A moderator's link to one committee form (no sign-in), or with `source="staff"` the form's page in
 * the staff queue (/hallinta/jono/committee-forms/:id, signed in). Opening it only shows the form;
 * approve and reject are offered while the form awaits a decision, a rejection asks for the reason
 * the committee will see, and the result stays on the page as a banner. In the queue a decision
 * someone made first (409) shows the form as it now is.
 */
export default function ReviewPage({ source = "link" }: { source?: "link" | "staff" }) {
  const { t } = useTranslation(["committee", "common"]);
  const { token = "", id = "" } = useParams();
  const staff = source === "staff";
  const linkReview = useQuery({ ...reviewQueryOptions(token), enabled: !staff });
  const staffReview = useQuery({ ...staffFormQueryOptions(id), enabled: staff });
  const review = staff ? staffReview : linkReview;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<"approved" | "rejected" | "handled">();
  const { toast, show, dismiss } = useToast();
  const reasonId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const record = review.data;
  const title = record
    ? `${t(`forms.${record.formType}.title`)}${formHeadline(t as never, record) ? `: ${formHeadline(t as never, record)}` : ""}`
    : t("review.title");
  usePageTitle(title);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function decide(kind: "approve" | "reject") {
    if (kind === "reject") {
      const text = reason.trim();
      if (text === "") return setReasonError(t("review.reasonRequired"));
      if (text.length > REASON_MAX) return setReasonError(t("review.reasonTooLong", { max: REASON_MAX }));
    }
    setBusy(true);
    try {
      if (kind === "approve") await (staff ? approveAsStaff(id) : approveByToken(token));
      else await (staff ? rejectAsStaff(id, reason.trim()) : rejectByToken(token, reason.trim()));
      setResult(kind === "approve" ? "approved" : "rejected");
      if (staff) void review.refetch();
    } catch (caught) {
      const failure = apiFailure(caught);
      if (failure.status === 404 || failure.status === 409) {
        setResult("handled");
        if (staff) void review.refetch();
      } else if (failure.status === 401) show("error", t("review.expiredTitle"));
      else show("error", t(kind === "approve" ? "review.approveFailed" : "review.rejectFailed"));
    } finally {
      setBusy(false);
    }
  }

  const status = review.error instanceof ApiError ? review.error.status : undefined;
  // A link cut short or mistyped (400: not a token at all) is as unusable as an unknown one (404).
  const notFound = status === 404 || status === 400;
  const awaiting = record?.awaitingDecision === true && result === undefined;
  // The review names the committee's buildings, not their ids: one building is the invitation's.
  const buildings =
    record && record.buildingNames.length === 1 && typeof record.formData.property === "string"
      ? { [record.formData.property]: record.buildingNames[0]! }
      : {};

  return (
    <>
      <PageHeader
        title={title}
        lead={record ? t("review.lead") : undefined}
        status={record && (staff || result === undefined) && <FormStateBadge state={record.formState} />}
      />
      {review.isPending && <Loading />}
      {status === 401 && !staff && <Expired token={token} />}
      {notFound && (
        <Notice title={t("review.notFoundTitle")}>
          <p>{t("review.notFoundText")}</p>
        </Notice>
      )}
      {review.isError && status !== 401 && !notFound && (
        <LoadFailed text={t("review.failed")} onRetry={() => void review.refetch()} />
      )}
      {record && (
        <div className={styles.stack}>
          {result && (
            <div ref={resultRef} tabIndex={-1}>
              <Notice
                tone={result === "approved" ? "success" : result === "rejected" ? "info" : "warning"}
                title={t(`review.result.${result}Title`)}
              >
                <p>{t(`review.result.${result}Text`)}</p>
              </Notice>
            </div>
          )}
          <Card>
            <p className={styles.meta}>
              {t("review.from", {
                name: record.authorName,
                committee: record.committeeName,
                buildings: record.buildingNames.join(", "),
              })}
              {/* Any member may change and send a committee document: who did is named. */}
              {" · "}
              {t("review.changedBy", { name: record.modifiedByName })}
              {record.sentByName && ` · ${t("review.sentBy", { name: record.sentByName })}`}
              {" · "}
              {t("review.sentAt", {
                date: formatInstantDate(record.publishedAt ?? record.modifiedAt),
                time: formatInstantTime(record.publishedAt ?? record.modifiedAt),
              })}
            </p>
            {staffReview.data?.rejectionReason && (
              <Notice tone="info" title={t("review.rejectionReason")}>
                <p>{staffReview.data.rejectionReason}</p>
              </Notice>
            )}
            <FormView
              form={FORMS[record.formType]}
              data={record.formData}
              files={record.signedUrls}
              buildings={buildings}
            />
          </Card>
          {awaiting && (
            <Card title={t("review.decisionTitle")}>
              {!rejecting ? (
                <ButtonRow>
                  <Button disabled={busy} onClick={() => void decide("approve")}>
                    {t("review.approve")}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
                    {t("review.reject")}
                  </Button>
                </ButtonRow>
              ) : (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void decide("reject");
                  }}
                >
                  <div className={field.field}>
                    <span className={field.labelRow}>
                      <label htmlFor={reasonId} className={field.label}>
                        {t("review.reason")}
                      </label>
                      <RequiredMark />
                    </span>
                    <p id={`${reasonId}-hint`} className={field.hint}>
                      {t("review.reasonHint")}
                    </p>
                    <textarea
                      id={reasonId}
                      className={field.input}
                      rows={5}
                      maxLength={REASON_MAX}
                      aria-required
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ""}`}
                      value={reason}
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- the reason is what the button asked for
                      autoFocus
                      onChange={(event) => {
                        setReason(event.target.value);
                        setReasonError(undefined);
                      }}
                    />
                    <FieldError id={`${reasonId}-error`} message={reasonError} />
                  </div>
                  <ButtonRow>
                    <Button type="submit" disabled={busy}>
                      {busy ? t("common:sending") : t("review.confirmReject")}
                    </Button>
                    <Button variant="secondary" disabled={busy} onClick={() => setRejecting(false)}>
                      {t("review.cancel")}
                    </Button>
                  </ButtonRow>
                </form>
              )}
            </Card>
          )}
        </div>
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
