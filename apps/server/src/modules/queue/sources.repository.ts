// What a kind of the staff's handling queue is to the queue: its source, which the module that owns
// the kind's table declares in its manifest (`workItems`, e.g. faults/work-item.repository.ts), and
// the helpers the kinds handled as requests share (docs/adding-a-domain.md, "Adding a kind to the
// staff queue").
import type { Language } from "@portal/schemas/common";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { HANDLING_WORKFLOW } from "@portal/schemas/handling.constants";
import { queueKind, type WorkItemKind, type WorkItemState } from "@portal/schemas/queue.constants";
import type { Workflow } from "@portal/schemas/workflow.constants";
import type { Db } from "../../db/client.ts";
import { storedStatus, wireStatus, type StoredStatus } from "../../lib/handling-status.ts";
import type { Actor } from "../../lib/workflow.ts";
import { createWorkflowRepository, type Move } from "../workflow/index.ts";

/**
 * Where the queue reads and moves one kind of work item: its table's columns under the queue's
 * names, how its states are stored, and its workflow-kit repository. The table carries the
 * work-item columns and indexes (db/schema/handling.ts workItemColumns, workItemIndexes).
 */
export interface QueueSource {
  kind: WorkItemKind;
  table: PgTable;
  id: PgColumn;
  /** The item's subject and text, as columns or expressions on its table (the text search reads them). */
  subject: PgColumn | SQL<string>;
  description: PgColumn | SQL<string>;
  /** The state column. */
  state: PgColumn;
  buildingId: PgColumn;
  /** The tenant's contract; null for a kind that has none (committee forms). */
  contractId: PgColumn | null;
  /** The sending tenant's account. */
  userId: PgColumn;
  assigneeId: PgColumn;
  dueAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  /** The tenant's language for replies. */
  language: PgColumn | SQL<Language>;
  /** The rows the queue sees at all (undefined: every row), e.g. never a committee's drafts. */
  visible?: SQL;
  /** The category as text (a defect class, a message category id). */
  category: SQL<string>;
  /** The condition of a category filter, or null when the value is none of this kind's categories. */
  categoryIs: (value: string) => SQL | null;
  /** A state as the state column keeps it, and back (the wire's "InProgress" is stored "inProgress"). */
  stored: (state: WorkItemState) => string;
  wire: (stored: string) => WorkItemState;
  /** The kind's state moves and history, by the workflow kit (modules/workflow). */
  states: (db: Db) => {
    moveState: (move: Move<WorkItemState>) => Promise<boolean>;
    history: (id: string) => Promise<{ state: string; at: Date; actor: Actor }[]>;
  };
  /**
   * The tenant's mail of each move by the queue ("state-changed", in the item's language): the
   * mail's name for the kind and the tenant's page of an item; unset, the move mails nobody.
   */
  stateMail?: { kind: string; page: (id: string) => string };
}

/** The staff queue's sources by kind, as the modules declared them (their manifests' `workItems`). */
export type WorkItemSources = { readonly [K in WorkItemKind]: QueueSource & { kind: K } };

/** The stored forms of the fault reports' and messages' shared handling states. */
export const handlingStates = {
  stored: (state: WorkItemState) => storedStatus(state as Parameters<typeof storedStatus>[0]),
  wire: (stored: string) => wireStatus(stored as StoredStatus),
};

/** A status-history table of a handled request (db/schema/handling.ts columns). */
type StatusChanges = PgTable & {
  id: PgColumn;
  status: PgColumn;
  at: PgColumn;
  actorKind: PgColumn;
  actorId: PgColumn;
};

/**
 * The state moves and history of a kind handled as requests are (fault reports, messages, exchange
 * applications): the one HANDLING_WORKFLOW over its `status` column and its status history.
 */
export function handledStates<R extends PgTable & { id: PgColumn; updatedAt: PgColumn; status: PgColumn }>(
  records: R,
  changes: StatusChanges,
  /** The history's column naming the request, and that column's property for an insert. */
  requestOf: PgColumn,
  requestKey: "noticeId" | "requestId",
) {
  return (db: Db) =>
    createWorkflowRepository(db, {
      workflow: HANDLING_WORKFLOW as unknown as Workflow<WorkItemState>,
      records,
      stateKey: "status" as keyof R["$inferSelect"] & keyof R & string,
      stored: handlingStates.stored,
      history: changes,
      historyState: changes.status,
      historyOf: requestOf,
      historyRow: (id, status, at, actor) => ({
        [requestKey]: id,
        status: status as StoredStatus,
        at,
        ...actor,
      }),
    });
}

/** The kind's closed states as stored (the complement of its open states). */
export function closedStored(s: QueueSource): string[] {
  const { workflow, open } = queueKind(s.kind);
  return workflow.states.filter((state) => !open.includes(state)).map(s.stored);
}

/** The kind's open states as stored. */
export const openStored = (s: QueueSource): string[] => queueKind(s.kind).open.map(s.stored);
