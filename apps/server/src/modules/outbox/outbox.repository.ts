import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/identity.ts";

/** Every message the product sends; each has a Finnish and an English template. */
export const TEMPLATES = {
  /** Mail: sign-up or sign-in email confirmation code. data: code */
  "confirmation-code": "mail",
  /** Mail: password reset code. data: code */
  "password-reset-code": "mail",
  /** Mail: your password was changed. data: firstName */
  "password-changed": "mail",
  /** Mail to the new address: confirm the email change. data: code */
  "email-change-code": "mail",
  /** SMS: phone sign-in code. data: code */
  "phone-sign-in-code": "sms",
} as const;
export type TemplateName = keyof typeof TEMPLATES;

export interface OutboxMessage {
  recipient: string;
  template: TemplateName;
  language: Language;
  data: Record<string, string>;
}

/**
 * Call inside the transaction of the change that causes the message (pass the transaction as `db`):
 * the message exists exactly when the change was committed, and the worker delivers it.
 */
export async function enqueueMessage(db: Db, message: OutboxMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({
    channel: TEMPLATES[message.template],
    recipient: message.recipient,
    template: message.template,
    language: message.language,
    data: message.data,
    nextAttemptAt: now,
    createdAt: now,
  });
}
