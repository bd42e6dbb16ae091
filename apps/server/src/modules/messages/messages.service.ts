import type { HandlingStatus } from "@portal/schemas/faults.constants";
import type { ContactRequest, ContactRequestDetail, ContactRequestListItem } from "@portal/schemas/messages";
import type { Db } from "../../db/client.ts";
import { wireStatus, withConversation } from "../../lib/handling-status.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { Actor } from "../../lib/workflow.ts";
import { receive } from "../handling/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import type { MessagesRepository, Sender } from "./messages.repository.ts";
import { messagesMessages } from "./messages.messages.ts";

/**
 * Messages a tenant may send in an hour: far more than anyone writes to customer service, few
 * enough that a stolen session cannot fill the customer-service queue.
 */
export const CONTACT_REQUESTS_PER_HOUR = 20;

export interface MessagesDeps {
  db: Db;
  repo: MessagesRepository;
  now: () => Date;
  /** Customer service's mailbox: each new message is mailed there too. */
  customerServiceEmail: string;
}

type Row = Awaited<ReturnType<MessagesRepository["list"]>>[number];
const item = (row: Row): ContactRequestListItem => ({
  ...row,
  status: wireStatus(row.status),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createMessagesService({ db, repo, now, customerServiceEmail }: MessagesDeps) {
  const outbox = createOutboxRepository(db);
  return {
    /**
     * Stores the message, its confirmation to the tenant and its notice to customer service in one
     * transaction: its id, or TOO_MANY_REQUESTS when the hourly limit is spent.
     */
    async send(
      sender: Sender,
      message: ContactRequest,
    ): Promise<{ id: string } | Refusal<"TOO_MANY_REQUESTS">> {
      const id = await receive(db, repo, outbox, now(), {
        userId: sender.userId,
        perHour: CONTACT_REQUESTS_PER_HOUR,
        insert: (at, tx) => repo.insert(sender, message, at, tx),
        mails: (id, who, changedAt) => [
          {
            recipient: who.email,
            template: messagesMessages["message-received"],
            language: message.language,
            data: { id, firstName: who.firstName, subject: message.subject, changedAt },
          },
          {
            recipient: customerServiceEmail,
            template: messagesMessages["customer-service-message"],
            language: "fi",
            data: {
              id,
              tenantName: `${who.firstName} ${who.lastName}`,
              tenantEmail: who.email,
              category: String(message.category),
              subcategory: message.subcategory,
              subject: message.subject,
              content: message.content,
              changedAt,
            },
          },
        ],
      });
      return id === null ? refuse("TOO_MANY_REQUESTS") : { id };
    },

    async list(sender: Sender): Promise<ContactRequestListItem[]> {
      return (await repo.list(sender)).map(item);
    },

    /**
     * Moves a message from the state its mover saw to the next one, now: true when moved, false
     * when there is no such message; StaleStateError when it is no longer in `from`.
     */
    async moveState(move: { id: string; from: HandlingStatus; to: HandlingStatus; actor: Actor }) {
      return repo.moveState({ ...move, at: now() });
    },

    async detail(sender: Sender, id: string): Promise<ContactRequestDetail | Refusal<"NOT_FOUND">> {
      const row = await repo.detail(sender, id);
      if (!row) return refuse("NOT_FOUND");
      const { content, language, history, events, ...rest } = row;
      return {
        ...item(rest),
        content,
        language,
        history: withConversation(history, events).map((h) => ({
          status: wireStatus(h.status),
          at: h.at.toISOString(),
          ...(h.event ? { event: h.event } : {}),
        })),
      };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
