import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./mail-transport.ts";

/**
 * Mail over SMTP. Timeouts are far below nodemailer's defaults (minutes) so a hung server fails
 * the attempt well before the outbox lock runs out, and the worker retries later.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(message: MailMessage) {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (info.rejected.length > 0) throw new Error(`SMTP server rejected the recipient (${info.response})`);
    },
  };
}
