import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  EXCHANGE_APPLICATION_MESSAGE_MAX,
  EXCHANGE_APPLICATIONS_PER_HOUR,
} from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { FieldFrame } from "../../../components/ui/TextField.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { paths } from "../../../lib/paths.ts";
import { useApplyExchangeMutation } from "../api/applyExchange.ts";
import { useEligibility } from "../api/eligibilityQuery.ts";

/**
 * The exchange application with this notice's tenant: a message for customer service, and both
 * tenants' details go to customer service as a work item. A tenant the exchange rules refuse (a
 * lease that has ended or been given notice on, overdue rent) is told so instead of offered the
 * form; the exchange page names the rule.
 */
export function ApplicationForm({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation("exchange");
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const eligibility = useEligibility();
  const apply = useApplyExchangeMutation({ onSuccess: () => setSent(true) });

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate({ noticeId, message });
  }

  const failure = apply.isError ? apiFailure(apply.error) : null;
  const refused =
    (eligibility.data && !eligibility.data.eligible) ||
    (failure?.status === 403 && failure.code === "NOT_ELIGIBLE");

  if (sent) return <Alert tone="success" message={t("apply.sent")} />;
  if (refused)
    return (
      <>
        <Alert tone="info" message={t("apply.notEligible")} />
        <p>
          <Link to={paths.exchange}>{t("apply.exchangePage")}</Link>
        </p>
      </>
    );
  return (
    <form noValidate onSubmit={submit}>
      <p>{t("apply.intro")}</p>
      <FieldFrame label={t("apply.message")} required={false} hint={t("apply.messageHint")}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={EXCHANGE_APPLICATION_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FieldFrame>
      <Alert
        tone="error"
        message={
          failure
            ? failure.status === 429
              ? t("apply.limited", { limit: EXCHANGE_APPLICATIONS_PER_HOUR })
              : t("apply.failed")
            : undefined
        }
      />
      <SubmitButton busy={apply.isPending}>{t("apply.submit")}</SubmitButton>
    </form>
  );
}
