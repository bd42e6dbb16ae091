import type { Language } from "@portal/schemas/common";
import { eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { FORM_TYPES, type FormState } from "@portal/schemas/committee-forms.constants";
import { DEFECT_CLASSES } from "@portal/schemas/faults.constants";
import { TERMINATION_REASONS } from "@portal/schemas/termination.constants";
import { HANDLING_WORKFLOW } from "@portal/schemas/handling.constants";
import { queueKind, type WorkItemKind, type WorkItemState } from "@portal/schemas/queue.constants";
import type { Workflow } from "@portal/schemas/workflow.constants";
import type { Db } from "../../db/client.ts";
import { committeeForms, committeeFormStateChanges } from "../../db/schema/committees.ts";
import { defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { exchangeApplicationStatusChanges, exchangeApplications } from "../../db/schema/exchange.ts";
import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { storedStatus, wireStatus, type StoredStatus } from "../../lib/handling-status.ts";
import { terminationNotices, terminationStatusChanges } from "../../db/schema/termination.ts";
import { TransitionNotAllowedError, type Actor } from "../../lib/workflow.ts";
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
}

/** The stored forms of the fault reports' and messages' shared handling states. */
const handlingStates = {
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
function handledStates<R extends PgTable & { id: PgColumn; updatedAt: PgColumn; status: PgColumn }>(
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

/** A committee form's states are stored as the wire names them. */
const formStates = {
  stored: (state: WorkItemState) => state,
  wire: (stored: string) => stored as WorkItemState,
};

/**
 * A committee form's headline as SQL: the same rule as the module's headline() (a plan's or
 * report's year, an expense report's event name, else the form's name).
 */
const formHeadline = sql<string>`coalesce(case
  when ${committeeForms.formType} in ('ActionPlan', 'ActionReport') then ${committeeForms.formData}->>'year'
  when ${committeeForms.formType} in ('GeneralExpenseReport', 'TravelExpenseReport') then ${committeeForms.formData}->'event'->>'name'
  else ${committeeForms.formData}->>'name' end, '')`;

/**
 * A short text of a committee form for the queue's search: an invitation's description, the first
 * activity of a plan or report, the first item of minutes, the first purchase of an expense
 * report; at most 300 characters.
 */
const formSummary = sql<string>`left(coalesce(
  ${committeeForms.formData}->>'description',
  ${committeeForms.formData}->'activities'->0->>'name',
  ${committeeForms.formData}->'items'->0->>'title',
  ${committeeForms.formData}->'purchaseReports'->0->>'report',
  ''), 300)`;

/**
 * The queue's sources, one per kind: the registry a new kind adds its entry to (docs/adding-a-domain.md,
 * "Adding a kind to the staff queue").
 */
export const QUEUE_SOURCES: { readonly [K in WorkItemKind]: QueueSource & { kind: K } } = {
  "fault-reports": {
    kind: "fault-reports",
    table: defectNotices,
    id: defectNotices.id,
    subject: defectNotices.title,
    description: defectNotices.description,
    state: defectNotices.status,
    buildingId: defectNotices.buildingId,
    contractId: defectNotices.contractId,
    userId: defectNotices.userId,
    assigneeId: defectNotices.assigneeId,
    dueAt: defectNotices.dueAt,
    createdAt: defectNotices.createdAt,
    updatedAt: defectNotices.updatedAt,
    language: defectNotices.language,
    category: sql<string>`${defectNotices.defectClass}`,
    categoryIs: (value) =>
      (DEFECT_CLASSES as readonly string[]).includes(value)
        ? eq(defectNotices.defectClass, value as (typeof DEFECT_CLASSES)[number])
        : null,
    ...handlingStates,
    states: handledStates(
      defectNotices,
      defectNoticeStatusChanges,
      defectNoticeStatusChanges.noticeId,
      "noticeId",
    ),
  },
  messages: {
    kind: "messages",
    table: contactRequests,
    id: contactRequests.id,
    subject: contactRequests.subject,
    description: contactRequests.content,
    state: contactRequests.status,
    buildingId: contactRequests.buildingId,
    contractId: contactRequests.contractId,
    userId: contactRequests.userId,
    assigneeId: contactRequests.assigneeId,
    dueAt: contactRequests.dueAt,
    createdAt: contactRequests.createdAt,
    updatedAt: contactRequests.updatedAt,
    language: contactRequests.language,
    category: sql<string>`${contactRequests.category}::text`,
    categoryIs: (value) => (/^\d{1,9}$/.test(value) ? eq(contactRequests.category, Number(value)) : null),
    ...handlingStates,
    states: handledStates(
      contactRequests,
      contactRequestStatusChanges,
      contactRequestStatusChanges.requestId,
      "requestId",
    ),
  },
  "exchange-applications": {
    kind: "exchange-applications",
    table: exchangeApplications,
    id: exchangeApplications.id,
    subject: exchangeApplications.subject,
    description: exchangeApplications.description,
    state: exchangeApplications.status,
    buildingId: exchangeApplications.buildingId,
    contractId: exchangeApplications.contractId,
    userId: exchangeApplications.userId,
    assigneeId: exchangeApplications.assigneeId,
    dueAt: exchangeApplications.dueAt,
    createdAt: exchangeApplications.createdAt,
    updatedAt: exchangeApplications.updatedAt,
    language: exchangeApplications.language,
    // Applications have no categories.
    category: sql<string>`''`,
    categoryIs: () => null,
    ...handlingStates,
    states: handledStates(
      exchangeApplications,
      exchangeApplicationStatusChanges,
      exchangeApplicationStatusChanges.requestId,
      "requestId",
    ),
  },
  "committee-forms": {
    kind: "committee-forms",
    table: committeeForms,
    id: committeeForms.id,
    subject: formHeadline,
    description: formSummary,
    state: committeeForms.formState,
    buildingId: committeeForms.buildingId,
    contractId: null,
    userId: committeeForms.authorId,
    assigneeId: committeeForms.assigneeId,
    dueAt: committeeForms.dueAt,
    createdAt: committeeForms.createdAt,
    updatedAt: committeeForms.updatedAt,
    language: sql<Language>`(select ${userAccounts.language} from ${userAccounts} where ${userAccounts.id} = ${committeeForms.authorId})`,
    // A draft is the committee's own until it is published or submitted.
    visible: ne(committeeForms.formState, "Draft"),
    category: sql<string>`${committeeForms.formType}`,
    categoryIs: (value) =>
      (FORM_TYPES as readonly string[]).includes(value)
        ? eq(committeeForms.formType, value as (typeof FORM_TYPES)[number])
        : null,
    ...formStates,
    states: (db) =>
      createWorkflowRepository(db, {
        workflow: queueKind("committee-forms").workflow,
        records: committeeForms,
        stateKey: "formState",
        stored: formStates.stored,
        history: committeeFormStateChanges,
        historyState: committeeFormStateChanges.state,
        historyOf: committeeFormStateChanges.formId,
        historyRow: (formId, state, at, actor) => ({
          formId,
          state: state as FormState,
          at,
          ...actor,
        }),
      }),
  },
  terminations: {
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
  },
};

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

/** The kind's closed states as stored (the complement of its open states). */
export function closedStored(s: QueueSource): string[] {
  const { workflow, open } = queueKind(s.kind);
  return workflow.states.filter((state) => !open.includes(state)).map(s.stored);
}

/** The kind's open states as stored. */
export const openStored = (s: QueueSource): string[] => queueKind(s.kind).open.map(s.stored);
