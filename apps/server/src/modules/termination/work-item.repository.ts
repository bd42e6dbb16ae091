// Lease terminations as a kind of the staff's handling queue (queue/sources.repository.ts), once
// every contract party has accepted: listed, counted and assigned there, decided by the review.
import { sql } from "drizzle-orm";
import { TERMINATION_REASONS } from "@portal/schemas/termination.constants";
import { queueKind, type WorkItemState } from "@portal/schemas/queue.constants";
import type { Db } from "../../db/client.ts";
import { terminationNotices, terminationStatusChanges } from "../../db/schema/termination.ts";
import { TransitionNotAllowedError } from "../../lib/workflow.ts";
import type { QueueSource } from "../queue/index.ts";
import { createWorkflowRepository, type Move } from "../workflow/index.ts";

/** A termination's review changes the lease: its states move only by POST /api/staff/terminations/:id/review. */
function terminationStates(db: Db) {
  const kit = createWorkflowRepository(db, {
    workflow: queueKind("terminations").workflow,
    records: terminationNotices,
    stateKey: "status",
    stored: (state) => state,
    history: terminationStatusChanges,
    historyState: terminationStatusChanges.status,
    historyOf: terminationStatusChanges.noticeId,
    historyRow: (noticeId, status, at, actor) => ({
      noticeId,
      status: status as (typeof terminationNotices.$inferSelect)["status"],
      at,
      ...actor,
    }),
  });
  return {
    moveState: async (move: Move<WorkItemState>): Promise<boolean> => {
      throw new TransitionNotAllowedError(move.from, move.to);
    },
    history: kit.history,
  };
}

export const terminationsSource: QueueSource & { kind: "terminations" } = {
  kind: "terminations",
  table: terminationNotices,
  id: terminationNotices.id,
  subject: terminationNotices.subject,
  description: terminationNotices.description,
  state: terminationNotices.status,
  buildingId: terminationNotices.buildingId,
  contractId: terminationNotices.contractId,
  userId: terminationNotices.senderUserId,
  assigneeId: terminationNotices.assigneeId,
  dueAt: terminationNotices.dueAt,
  createdAt: terminationNotices.createdAt,
  updatedAt: terminationNotices.updatedAt,
  language: terminationNotices.language,
  category: sql<string>`${terminationNotices.form} ->> 'terminationReason'`,
  categoryIs: (value) =>
    (TERMINATION_REASONS as readonly string[]).includes(value)
      ? sql`${terminationNotices.form} ->> 'terminationReason' = ${value}`
      : null,
  stored: (state) => state,
  wire: (stored) => stored as WorkItemState,
  states: terminationStates,
};
