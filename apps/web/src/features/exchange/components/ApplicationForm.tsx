import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { EXCHANGE_APPLICATION_MESSAGE_MAX } from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { FieldFrame } from "../../../components/ui/TextField.tsx";
import { useApplyExchangeMutation } from "../api/applyExchange.ts";

/**
 * The exchange application with this notice's tenant: a message for customer service, and both
 * tenants' details go to customer service as a work item.
 */
export function ApplicationForm({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation("exchange");
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const apply = useApplyExchangeMutation({ onSuccess: () => setSent(true) });

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate({ noticeId, message });
  }

  if (sent) return <Alert tone="success" message={t("apply.sent")} />;
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
      <Alert tone="error" message={apply.isError ? t("apply.failed") : undefined} />
      <SubmitButton busy={apply.isPending}>{t("apply.submit")}</SubmitButton>
    </form>
  );
}
