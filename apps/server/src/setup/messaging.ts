import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createMailboxRepository } from "../sandbox/mailbox/mailbox.repository.ts";
import type { MailTransport } from "../integrations/mail/mail-transport.ts";
import { createSandboxMailTransport } from "../sandbox/mailbox/sandbox-mail-transport.ts";
import { createSmtpTransport } from "../integrations/mail/smtp-transport.ts";
import { createHttpSmsGateway } from "../integrations/sms/http-sms-gateway.ts";
import { createSandboxSmsGateway } from "../sandbox/mailbox/sandbox-sms-gateway.ts";
import type { SmsGateway } from "../integrations/sms/sms-gateway.ts";

export type MessagingConfig = Pick<
  Config,
  "sandbox" | "smtpUrl" | "mailFrom" | "smsGatewayUrl" | "smsGatewayToken" | "smsSender"
>;

export interface Messaging {
  mail: MailTransport;
  sms: SmsGateway;
  /** Where each channel goes, for the start-up banner. */
  mailTarget: "smtp" | "sandbox" | "unconfigured";
  smsTarget: "gateway" | "sandbox" | "unconfigured";
  /** True when some channel ends in the sandbox mailbox, so /sandbox/mail should be served. */
  sandbox: boolean;
}

/**
 * Without SANDBOX=true nothing falls back to the sandbox: an unconfigured channel fails every attempt, so the
 * messages stay in the outbox with an error that says what to set, instead of vanishing.
 */
function unconfigured(variable: string) {
  return {
    async send() {
      throw new Error(`${variable} is not set`);
    },
  };
}

export function createMessaging(config: MessagingConfig, db: Db, now: () => Date): Messaging {
  const sandboxAllowed = config.sandbox;
  const mailbox = createMailboxRepository(db);

  const mailTarget = config.smtpUrl ? "smtp" : sandboxAllowed ? "sandbox" : "unconfigured";
  const mail =
    mailTarget === "smtp"
      ? createSmtpTransport(config.smtpUrl as string, config.mailFrom)
      : mailTarget === "sandbox"
        ? createSandboxMailTransport(mailbox, now)
        : unconfigured("SMTP_URL");

  const smsTarget = config.smsGatewayUrl ? "gateway" : sandboxAllowed ? "sandbox" : "unconfigured";
  const sms =
    smsTarget === "gateway"
      ? createHttpSmsGateway({
          url: config.smsGatewayUrl as string,
          token: config.smsGatewayToken,
          sender: config.smsSender,
        })
      : smsTarget === "sandbox"
        ? createSandboxSmsGateway(mailbox, now)
        : unconfigured("SMS_GATEWAY_URL");

  return { mail, sms, mailTarget, smsTarget, sandbox: mailTarget === "sandbox" || smsTarget === "sandbox" };
}
