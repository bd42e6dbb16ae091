import type { Db } from "../../db/client.ts";
import type { OutboxMessage, OutboxRepository } from "../outbox/index.ts";
import type { HandlingRepository } from "./handling.repository.ts";

export type SenderContact = NonNullable<Awaited<ReturnType<HandlingRepository["senderContact"]>>>;

export interface Received {
  userId: string;
  /** Requests the account may send in an hour. */
  perHour: number;
  /** Writes the request's rows; its id. */
  insert: (at: Date, tx: Db) => Promise<string>;
  /** The mails that go out about it: the tenant's confirmation and customer service's notice. */
  mails: (
    id: string,
    who: SenderContact,
    changedAt: string,
  ) => [confirmation: OutboxMessage, notice: OutboxMessage];
}

/**
 * Stores a request and queues its mails in one transaction, after checking the account's hourly
 * limit under its row lock: its id, or null when the limit is spent.
 */
export async function receive(
  db: Db,
  repo: HandlingRepository,
  outbox: OutboxRepository,
  at: Date,
  { userId, perHour, insert, mails }: Received,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (await repo.hourlyLimitSpent(userId, at, perHour, tx)) return null;
    const id = await insert(at, tx);
    const who = await repo.senderContact(userId, tx);
    if (!who) throw new Error("request sent without its account");
    for (const mail of mails(id, who, at.toISOString())) await outbox.enqueue(mail, at, tx);
    return id;
  });
}
