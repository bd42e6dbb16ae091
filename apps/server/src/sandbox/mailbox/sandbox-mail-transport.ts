import type { MailboxRepository } from "./mailbox.repository.ts";
import type { MailMessage, MailTransport } from "../../integrations/mail/mail-transport.ts";

/** Used when SMTP_URL is unset (never in production): mail lands in the mailbox at /sandbox/mail. */
export function createSandboxMailTransport(mailbox: MailboxRepository, now: () => Date): MailTransport {
  return {
    async send(message: MailMessage) {
      await mailbox.insert(
        {
          channel: "mail",
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          outboxId: message.outboxId ?? null,
        },
        now(),
      );
    },
  };
}
