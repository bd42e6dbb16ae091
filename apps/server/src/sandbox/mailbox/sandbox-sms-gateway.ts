import type { MailboxRepository } from "./mailbox.repository.ts";
import type { SmsGateway, SmsMessage } from "../../integrations/sms/sms-gateway.ts";

/** Used when SMS_GATEWAY_URL is unset (never in production): SMS land in the mailbox at /sandbox/mail. */
export function createSandboxSmsGateway(mailbox: MailboxRepository, now: () => Date): SmsGateway {
  return {
    async send(message: SmsMessage) {
      await mailbox.insert(
        {
          channel: "sms",
          recipient: message.to,
          subject: null,
          text: message.text,
          html: null,
          outboxId: message.outboxId ?? null,
        },
        now(),
      );
    },
  };
}
