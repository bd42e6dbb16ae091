import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Workflow } from "@portal/schemas/workflow.constants";
import type { Db } from "../../db/client.ts";
import {
  actorColumns,
  actorOf,
  StaleStateError,
  TransitionNotAllowedError,
  type Actor,
} from "../../lib/workflow.ts";
import { createOutboxRepository, type OutboxMessage } from "../outbox/index.ts";

/** The table of a workflow's records: its id, the state column and when it last changed. */
type Records = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Its history table: one row per state reached, with time and actor (db/schema/handling.ts's columns). */
type History = PgTable & { id: PgColumn; at: PgColumn; actorKind: PgColumn; actorId: PgColumn };

export interface WorkflowTables<S extends string, R extends Records, H extends History> {
  workflow: Workflow<S>;
  records: R;
  /** The property of the records' state column (`status` for fault reports and messages). */
  stateKey: keyof R["$inferSelect"] & keyof R & string;
  /** The state as the column keeps it (the wire's "InProgress" may be stored "inProgress"). */
  stored: (state: S) => string;
  history: H;
  /** The history's state column and the column naming the record. */
  historyState: PgColumn;
  historyOf: PgColumn;
  /** A history row for the insert, under the history's own column names. */
  historyRow: (
    recordId: string,
    storedState: string,
    at: Date,
    actor: ReturnType<typeof actorColumns>,
  ) => H["$inferInsert"];
}

export interface Move<S extends string> {
  id: string;
  /** The state the mover saw; the move happens only if the record is still in it. */
  from: S;
  to: S;
  actor: Actor;
  at: Date;
  /** What the move sends, queued in its transaction: exactly when the move commits. */
  messages?: OutboxMessage[];
  /** A further condition the record must meet (the tenant's contract, the staff member's buildings). */
  scope?: SQL;
}

/**
 * A move of every record in one of `from` that meets `where` to `to`, at once: what a job does
 * (published notices past their expiry expire; notices of ended leases are deleted).
 */
export interface MoveMany<S extends string> {
  from: readonly S[];
  to: S;
  actor: Actor;
  at: Date;
  /** Which records move (besides being in one of `from`). */
  where: SQL;
}

/**
 * The workflow kit: every state change of a workflow domain goes through `moveState`, a
 * conditional update (`… where id = $id and state = $from`), its history row and its outbox
 * messages in one transaction. The domain's repository spreads this into its own.
 */
export function createWorkflowRepository<S extends string, R extends Records, H extends History>(
  db: Db,
  tables: WorkflowTables<S, R, H>,
) {
  const { workflow, records, stateKey, stored, history, historyState, historyOf, historyRow } = tables;
  const state = records[stateKey] as PgColumn;
  const outbox = createOutboxRepository(db);

  /** Writes one history row: that the record reached `to` at `at`, moved by `actor`. */
  async function record(id: string, to: S, at: Date, actor: Actor, tx: Db = db): Promise<void> {
    await tx.insert(history).values(historyRow(id, stored(to), at, actorColumns(actor)));
  }

  /** Further columns a move writes with the state (a notice's publish and expiry times). */
  type Columns = Omit<PgUpdateSetSource<R>, typeof stateKey | "updatedAt">;

  return {
    record,

    /**
     * Moves a record from `from` to `to`. True when it moved; false when there is no such record
     * (or it is outside `scope`), which the route answers 404. Throws TransitionNotAllowedError when
     * the workflow does not list the move, and StaleStateError (409 STALE_STATE) when the record is
     * no longer in `from`: of movers racing from one state exactly one wins, and nothing of the
     * others is written.
     */
    async moveState(move: Move<S> & { set?: Columns }, tx: Db = db): Promise<boolean> {
      const { id, from, to, actor, at, messages = [], scope, set } = move;
      if (!workflow.allows(from, to)) throw new TransitionNotAllowedError(from, to);
      return tx.transaction(async (t) => {
        const moved = await t
          .update(records)
          // Both are columns of R (stateKey and Records say so); TypeScript cannot build the type.
          .set({ ...set, [stateKey]: stored(to), updatedAt: at } as never)
          .where(and(eq(records.id, id), eq(state, stored(from)), scope))
          .returning({ id: records.id });
        if (!moved.length) {
          const [current] = await t
            .select({ id: records.id })
            .from(records as Records)
            .where(and(eq(records.id, id), scope));
          if (!current) return false;
          throw new StaleStateError(id, from, to);
        }
        await record(id, to, at, actor, t);
        for (const message of messages) await outbox.enqueue(message, at, t);
        return true;
      });
    },

    /**
     * Moves every record in one of `from` that meets `where` to `to`, as one conditional update
     * with a history row per moved record, in one transaction: the ids moved. Two runs at once, or
     * one after another, move each record once. Throws TransitionNotAllowedError when the workflow
     * does not list a move from one of `from`.
     */
    async moveMany(many: MoveMany<S> & { set?: Columns }, tx: Db = db): Promise<string[]> {
      const { from, to, actor, at, where, set } = many;
      for (const state of from)
        if (!workflow.allows(state, to)) throw new TransitionNotAllowedError(state, to);
      if (!from.length) return [];
      return tx.transaction(async (t) => {
        const moved = (await t
          .update(records)
          .set({ ...set, [stateKey]: stored(to), updatedAt: at } as never)
          .where(and(inArray(state, from.map(stored)), where))
          .returning({ id: records.id })) as { id: string }[];
        if (moved.length)
          await t
            .insert(history)
            .values(moved.map(({ id }) => historyRow(id, stored(to), at, actorColumns(actor))));
        return moved.map(({ id }) => id);
      });
    },

    /** Every state the record has had with time and actor, oldest first (states as stored). */
    async history(id: string, tx: Db = db) {
      const rows = (await tx
        .select({
          state: historyState,
          at: history.at,
          actorKind: history.actorKind,
          actorId: history.actorId,
        })
        .from(history as History)
        .where(eq(historyOf, id))
        .orderBy(asc(history.at), asc(history.id))) as {
        state: string;
        at: Date;
        actorKind: Actor["kind"];
        actorId: string | null;
      }[];
      return rows.map(({ actorKind, actorId, ...row }) => ({ ...row, actor: actorOf(actorKind, actorId) }));
    },
  };
}
