import { and, asc, count, eq, gt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { HOUR_MS, type StoredStatus } from "../../lib/handling-status.ts";

/** A table of requests sent to be handled (db/schema/handling.ts columns). */
type Requests = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** Its status-history table. */
type StatusChanges = PgTable & { id: PgColumn; status: PgColumn; at: PgColumn };

export interface HandledTables<R extends Requests, C extends StatusChanges> {
  requests: R;
  changes: C;
  /** The history's column that refers to the request. */
  requestOf: PgColumn;
  /** A history row for the insert: the request's id under the history's own column name. */
  changeRow: (requestId: string, status: StoredStatus, at: Date) => C["$inferInsert"];
}

/**
 * What messages and fault reports handle alike: status history, status changes and the hourly
 * per-account limit. The caller's repository spreads this into its own.
 */
export function createHandlingRepository<R extends Requests, C extends StatusChanges>(
  db: Db,
  { requests, changes, requestOf, changeRow }: HandledTables<R, C>,
) {
  /** Records that the request reached `status` at `at`. */
  async function recordStatus(requestId: string, status: StoredStatus, at: Date, tx: Db = db): Promise<void> {
    await tx.insert(changes).values(changeRow(requestId, status, at));
  }

  /** How many requests the account has sent since `since`. */
  async function countSince(userId: string, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(requests as Requests)
      .where(and(eq(requests.userId, userId), gt(requests.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    recordStatus,
    countSince,

    /** Where the confirmation goes and whom customer service answers: the sending account's email and name. */
    async senderContact(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ email: userAccounts.email, firstName: persons.firstName, lastName: persons.lastName })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    /** Every status the request has had, oldest first. */
    async history(requestId: string, tx: Db = db): Promise<{ status: StoredStatus; at: Date }[]> {
      return (await tx
        .select({ status: changes.status, at: changes.at })
        .from(changes as StatusChanges)
        .where(eq(requestOf, requestId))
        .orderBy(asc(changes.at), asc(changes.id))) as { status: StoredStatus; at: Date }[];
    },

    /** Moves a request to `status` and records when; false when there is no such request. */
    async changeStatus(id: string, status: StoredStatus, at: Date, tx: Db = db): Promise<boolean> {
      const updated = await tx
        .update(requests)
        // Both tables have these columns (handlingColumns); TypeScript cannot see it through R.
        .set({ status, updatedAt: at } as never)
        .where(eq(requests.id, id))
        .returning({ id: requests.id });
      if (!updated.length) return false;
      await recordStatus(id, status, at, tx);
      return true;
    },

    /**
     * Locks the account's row until the transaction ends, then tells whether it has sent `limit`
     * requests in the hour before `at`. Holding the lock, concurrent sends by one account are
     * counted one after another and the limit holds exactly.
     */
    async hourlyLimitSpent(userId: string, at: Date, limit: number, tx: Db): Promise<boolean> {
      await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId))
        .for("update");
      return (await countSince(userId, new Date(at.getTime() - HOUR_MS), tx)) >= limit;
    },
  };
}
export type HandlingRepository = ReturnType<typeof createHandlingRepository>;
