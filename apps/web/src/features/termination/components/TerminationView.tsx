import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
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
import { Decision, senderName } from "./Decision.tsx";
import { Instructions } from "./Instructions.tsx";
import { Overview } from "./Overview.tsx";

// The form (and its form library and account rules) loads after the instructions are on screen.
const loadForm = () => import("./TerminationForm.tsx").then((m) => ({ default: m.TerminationForm }));
const TerminationForm = lazy(loadForm);

type Step = "auto" | "instructions" | "form";
type Outcome = { tone: "success" | "error"; text: string };

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
 * What the bank's confirmation recorded, in words: one's own notice sent, or one's acceptance of
 * another party's notice and what comes next.
 */
function confirmedText(answer: TerminationResponse, t: TFunction<"termination">): string {
  const notice = answer.notice;
  const me = notice?.parties.find((p) => p.self);
  if (!notice || me?.approval !== "accepted") return t("overview.sent");
  const waiting = notice.status === "pending_tenant_approval";
  return t(waiting ? "decision.acceptedWaiting" : "decision.accepted", { name: senderName(notice) });
}

const errorText = (code: string, t: TFunction<"termination">) =>
  t(`identification.${IDENTIFICATION_ERRORS.includes(code) ? code : "failed"}`);

/**
 * Back from the bank (?registerSessionId=…&state=…, or ?error=…): the values go to the server,
 * which records the notice or the acceptance; the address loses them so a reload does not repeat it.
 */
function useIdentificationReturn(onConfirmed: (answer: TerminationResponse) => void) {
  const { t } = useTranslation("termination");
  const [params, setParams] = useSearchParams();
  const [registerSessionId, state] = RETURN_PARAMS.map((name) => params.get(name));
  const error = params.get(RETURN_ERROR_PARAM);
  const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
    error ? { tone: "error", text: errorText(error, t) } : undefined,
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
        setOutcome({ tone: "success", text: confirmedText(answer, t) });
        setParams({}, { replace: true });
      },
      (caught: unknown) => {
        setOutcome({ tone: "error", text: errorText(apiFailure(caught).code ?? "failed", t) });
        setParams({}, { replace: true });
      },
    );
  }, [error, registerSessionId, state, onConfirmed, setParams, t]);
  const confirming = Boolean(registerSessionId && state) && outcome === undefined;
  return { confirming, outcome };
}

type Props = {
  /** The branded flow's form route opens at the form (after the same checks). */
  start?: "instructions" | "form";
};

/**
 * The termination page's body: for a party a notice waits for, the decision on it first (who gave
 * it, the end date, accept or reject); else the notice's overview, or the instructions and then
 * the form.
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
  const { confirming, outcome: returned } = useIdentificationReturn(confirmed);
  // What the party's own answer on this page did (a rejection), said above the notice.
  const [answered, setAnswered] = useState<Outcome>();
  const outcome = answered ?? returned;
  const focus = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    focus.current?.focus();
  }, [step, answered]);

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

  let body: React.ReactNode;
  if (notice && waitsForMe) {
    body = (
      <Decision
        notice={notice}
        onIdentify={identify}
        onRejected={() =>
          reload().then(() =>
            setAnswered({ tone: "success", text: t("decision.rejected", { name: senderName(notice) }) }),
          )
        }
        onChanged={() => reload().then(() => setStep("auto"))}
      />
    );
  } else if (notice && (notice.status !== "rejected" || step === "auto")) {
    body = (
      <Overview notice={notice} onNewNotice={reason === null ? () => setStep("instructions") : undefined} />
    );
  } else if (step === "form" && reason === null) {
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

  return (
    <div ref={focus} tabIndex={-1}>
      <Alert tone={outcome?.tone ?? "success"} message={outcome?.text} />
      {body}
    </div>
  );
}
