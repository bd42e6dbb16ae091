import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { HANDLING_WORKFLOW } from "@portal/schemas/handling.constants";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { HOUR_MS, storedStatus, type StoredStatus } from "../../lib/handling-status.ts";
import type { Actor, actorColumns } from "../../lib/workflow.ts";
import { createWorkflowRepository } from "../workflow/index.ts";

/** The building of a contract's apartment, as a value of an insert (work items keep their building). */
export function buildingOfContract(contractId: string): SQL<string> {
  return sql<string>`(select ${apartments.buildingId} from ${contracts} inner join ${apartments} on ${apartments.id} = ${contracts.apartmentId} where ${contracts.id} = ${contractId})`;
}

/** A table of requests sent to be handled (db/schema/handling.ts columns). */
type Requests = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** Its status-history table. */
type StatusChanges = PgTable & {
  id: PgColumn;
  status: PgColumn;
  at: PgColumn;
  actorKind: PgColumn;
  actorId: PgColumn;
};

export interface HandledTables<R extends Requests, C extends StatusChanges> {
  requests: R;
  changes: C;
  /** The history's column that refers to the request. */
  requestOf: PgColumn;
  /** A history row for the insert: the request's id under the history's own column name. */
  changeRow: (
    requestId: string,
    status: StoredStatus,
    at: Date,
    actor: ReturnType<typeof actorColumns>,
  ) => C["$inferInsert"];
}

/**
 * What messages, fault reports and exchange applications handle alike: their workflow (the one
 * HANDLING_WORKFLOW; state moves and history, through the workflow kit) and the hourly per-account
 * limit. The caller's repository spreads this into its own.
 */
export function createHandlingRepository<R extends Requests, C extends StatusChanges>(
  db: Db,
  { requests, changes, requestOf, changeRow }: HandledTables<R, C>,
) {
  const workflow = HANDLING_WORKFLOW;
  const states = createWorkflowRepository(db, {
    workflow,
    records: requests,
    stateKey: "status",
    stored: storedStatus,
    history: changes,
    historyState: changes.status,
    historyOf: requestOf,
    historyRow: (id, status, at, actor) => changeRow(id, status as StoredStatus, at, actor),
  });

  /** How many requests the account has sent since `since`. */
  async function countSince(userId: string, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(requests as Requests)
      .where(and(eq(requests.userId, userId), gt(requests.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    countSince,

    /** The history's first row: the tenant's account sent the request at `at`. */
    async recordReceived(requestId: string, userId: string, at: Date, tx: Db = db): Promise<void> {
      await states.record(requestId, workflow.initial, at, { kind: "tenant", userId }, tx);
    },

    /** Moves a request's status by the workflow kit (a conditional update; see moveState there). */
    moveState: states.moveState,

    /** Where the confirmation goes and whom customer service answers: the sending account's email and name. */
    async senderContact(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ email: userAccounts.email, firstName: persons.firstName, lastName: persons.lastName })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    /** Every status the request has had, oldest first, with who moved it there. */
    async history(
      requestId: string,
      tx: Db = db,
    ): Promise<{ status: StoredStatus; at: Date; actor: Actor }[]> {
      return (await states.history(requestId, tx)).map(({ state, ...row }) => ({
        ...row,
        status: state as StoredStatus,
      }));
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
