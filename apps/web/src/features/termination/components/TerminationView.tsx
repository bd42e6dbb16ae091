import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TerminationResponse } from "@portal/schemas/termination";
import { Alert } from "../../../components/ui/Alert.tsx";
import { TextButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { confirmIdentification } from "../api/approval.ts";
import { leaseContractKey, terminationKey, useTermination } from "../api/terminationQuery.ts";
import { RETURN_ERROR_PARAM, RETURN_PARAMS } from "../model.ts";
import { Approval } from "./Approval.tsx";
import { Instructions } from "./Instructions.tsx";
import { Overview } from "./Overview.tsx";

// The form (and its form library and account rules) loads after the instructions are on screen.
const loadForm = () => import("./TerminationForm.tsx").then((m) => ({ default: m.TerminationForm }));
const TerminationForm = lazy(loadForm);

type Step = "auto" | "instructions" | "form" | "approve";

/** The strong identification is the bank's page; the browser leaves for it. */
function identify(url: string) {
  window.location.assign(url);
}

const IDENTIFICATION_ERRORS = [
  "IDENTIFICATION_FAILED",
  "IDENTIFICATION_EXPIRED",
  "IDENTIFICATION_OTHER_BROWSER",
  "IDENTIFICATION_WRONG_PERSON",
  "NOT_AWAITING_APPROVAL",
  "TERMINATION_NOT_ALLOWED",
  "STALE_STATE",
];

/**
 * Back from the bank (?registerSessionId=…&state=…, or ?error=…): the values go to the server,
 * which records the notice or the acceptance; the address loses them so a reload does not repeat it.
 */
function useIdentificationReturn(onConfirmed: (answer: TerminationResponse) => void) {
  const [params, setParams] = useSearchParams();
  const [registerSessionId, state] = RETURN_PARAMS.map((name) => params.get(name));
  const error = params.get(RETURN_ERROR_PARAM);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; code: string } | undefined>(() =>
    error ? { tone: "error", code: error } : undefined,
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    if (error) {
      started.current = true;
      setParams({}, { replace: true });
      return;
    }
    if (!registerSessionId || !state) return;
    started.current = true;
    confirmIdentification(registerSessionId, state).then(
      (answer) => {
        onConfirmed(answer);
        setOutcome({ tone: "success", code: "confirmed" });
        setParams({}, { replace: true });
      },
      (caught: unknown) => {
        setOutcome({ tone: "error", code: apiFailure(caught).code ?? "failed" });
        setParams({}, { replace: true });
      },
    );
  }, [error, registerSessionId, state, onConfirmed, setParams]);
  const confirming = Boolean(registerSessionId && state) && outcome === undefined;
  return { confirming, outcome };
}

type Props = {
  /** The branded flow's form route opens at the form (after the same checks). */
  start?: "instructions" | "form";
};

/**
 * The termination page's body: a notice's overview (with accept and reject, after the
 * instructions, for a party it waits for), or the instructions and then the form.
 */
export function TerminationView({ start = "instructions" }: Props) {
  const { t } = useTranslation("termination");
  const client = useQueryClient();
  const termination = useTermination();
  const [step, setStep] = useState<Step>(start === "form" ? "form" : "auto");
  const confirmed = useCallback(
    (answer: TerminationResponse) => {
      client.setQueryData(terminationKey, answer);
      setStep("auto");
    },
    [client],
  );
  const { confirming, outcome } = useIdentificationReturn(confirmed);
  const focus = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    focus.current?.focus();
  }, [step]);

  if (termination.isPending || confirming) return <Loading />;
  if (termination.isError)
    return (
      <Card>
        <LoadFailed text={t("loadFailed")} onRetry={() => void termination.refetch()} />
      </Card>
    );

  const { notice, terminationDisallowedReason: reason, endDates, noticeMonths, defaults } = termination.data;
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: terminationKey }),
      client.invalidateQueries({ queryKey: leaseContractKey }),
    ]);
  const waitsForMe = notice?.status === "pending_tenant_approval" && notice.awaitingMyApproval;
  // Once the notice no longer waits for this party (their rejection, or another's answer read
  // meanwhile), the approval step is over: the page shows the notice as it now stands.
  const shown = step === "approve" && !waitsForMe ? "auto" : step;

  let body: React.ReactNode;
  if (notice && waitsForMe && shown !== "approve") {
    body = (
      <Instructions
        reason={reason}
        noticeMonths={noticeMonths}
        forceContinue
        onContinue={() => setStep("approve")}
      />
    );
  } else if (notice && waitsForMe) {
    body = (
      <Overview
        notice={notice}
        actions={
          <Approval
            id={notice.id}
            onIdentify={identify}
            onChanged={() => reload().then(() => setStep("auto"))}
          />
        }
      />
    );
  } else if (notice && (notice.status !== "rejected" || shown === "auto")) {
    body = (
      <Overview notice={notice} onNewNotice={reason === null ? () => setStep("instructions") : undefined} />
    );
  } else if (shown === "form" && reason === null) {
    body = (
      <Card title={t("form.title")}>
        <p>
          <TextButton onClick={() => setStep("instructions")}>{t("form.back")}</TextButton>
        </p>
        <Suspense fallback={<Loading />}>
          <TerminationForm
            defaults={defaults}
            endDates={endDates}
            noticeMonths={noticeMonths}
            today={helsinkiToday()}
            onPending={() => void reload().then(() => setStep("auto"))}
            onIdentify={identify}
          />
        </Suspense>
      </Card>
    );
  } else {
    body = (
      <Instructions
        reason={reason}
        noticeMonths={noticeMonths}
        earliestEndDate={endDates[0]}
        onContinue={() => setStep("form")}
        onReady={loadForm}
      />
    );
  }

  const outcomeText =
    outcome &&
    (outcome.tone === "success"
      ? t("overview.sent")
      : t(`identification.${IDENTIFICATION_ERRORS.includes(outcome.code) ? outcome.code : "failed"}`));
  return (
    <div ref={focus} tabIndex={-1}>
      <Alert tone={outcome?.tone ?? "success"} message={outcomeText} />
      {body}
    </div>
  );
}
