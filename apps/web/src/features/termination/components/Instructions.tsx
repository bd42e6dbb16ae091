import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { TerminationDisallowedReason } from "@portal/schemas/lease.constants";
import { Button } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { Notice, type NoticeTone } from "../../../components/ui/Notice.tsx";
import { formatDate } from "../../../lib/format.ts";

/** How the reason a lease cannot be ended online shows: pending approvals inform, a notice in review reassures, the rest refuse. */
export function disallowedTone(reason: TerminationDisallowedReason): NoticeTone {
  if (reason === "pending_termination_tenant_approvals") return "info";
  if (reason === "pending_termination_review") return "success";
  return "error";
}

type Props = {
  /** Why the lease cannot be ended online, or null. An error-toned reason disables Continue. */
  reason: TerminationDisallowedReason | null;
  /** The lease's notice period in calendar months. */
  noticeMonths: number;
  /** The first end date the form offers (shown while a notice may be given). */
  earliestEndDate?: string | undefined;
  /** A party the notice waits for continues to its details whatever the reason says. */
  forceContinue?: boolean;
  onContinue: () => void;
  /** Called once on screen: the form's code can start loading before Continue. */
  onReady?: () => unknown;
};

/** What giving notice means, why it may not be possible now, and Continue. */
export function Instructions({
  reason,
  noticeMonths,
  earliestEndDate,
  forceContinue = false,
  onContinue,
  onReady,
}: Props) {
  useEffect(() => {
    if (onReady) void Promise.resolve(onReady()).catch(() => undefined);
  }, [onReady]);
  const { t } = useTranslation("termination");
  const blocked = !forceContinue && reason !== null && disallowedTone(reason) === "error";
  return (
    <Card title={t("instructions.title")}>
      {reason !== null && (
        <Notice
          tone={disallowedTone(reason)}
          title={blocked ? t("disallowed.title") : undefined}
          titleLevel={3}
        >
          <p>{t(`disallowed.reasons.${reason}`)}</p>
        </Notice>
      )}
      <ul>
        <li>
          {t("instructions.period", { count: noticeMonths })}
          {reason === null && earliestEndDate && (
            <> {t("instructions.earliest", { date: formatDate(earliestEndDate) })}</>
          )}
        </li>
        <li>{t("instructions.parties")}</li>
        <li>{t("instructions.identification")}</li>
        <li>{t("instructions.deposit")}</li>
        <li>{t("instructions.keys")}</li>
      </ul>
      <Button
        onClick={onContinue}
        disabled={blocked}
        aria-describedby={blocked ? "termination-blocked" : undefined}
      >
        {t("instructions.continue")}
      </Button>
      {blocked && (
        <p id="termination-blocked" className="sr-only">
          {t("instructions.continueDisabled")}
        </p>
      )}
    </Card>
  );
}
