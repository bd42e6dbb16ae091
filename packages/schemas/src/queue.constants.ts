/*
 * The staff's one handling queue as plain values: its kinds of work items (each with its own
 * workflow, permission, open states, state labels and item page), the sorts and limits. The queue
 * pages render with them before queue.ts loads. A later kind (committee forms, terminations,
 * exchange applications) adds itself to WORK_ITEM_KINDS and QUEUE_KINDS here and a source to the
 * server's registry (modules/queue/sources.repository.ts): docs/adding-a-domain.md, "Adding a kind to
 * the staff queue".
 */
import { BANK_PAYMENT_WORKFLOW } from "./bank-statements.constants.ts";
import { FORM_WORKFLOW } from "./committee-forms.constants.ts";
import { EXCHANGE_APPLICATION_WORKFLOW } from "./exchange.constants.ts";
import { FAULT_REPORT_WORKFLOW } from "./faults.constants.ts";
import { MESSAGE_WORKFLOW } from "./messages.constants.ts";
import { PERMISSIONS, type Permission } from "./staff.constants.ts";
import { TERMINATION_WORKFLOW } from "./termination.constants.ts";
import type { StateOf, Workflow } from "./workflow.constants.ts";

/** The kinds of work item, as the staff API's paths name them (/api/staff/queue/<kind>/:id). */
export const WORK_ITEM_KINDS = [
  "fault-reports",
  "messages",
  "exchange-applications",
  "terminations",
  "committee-forms",
  "bank-payments",
  "accessibility-feedback",
] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** What the queue knows of one kind of work item. */
export interface QueueKind<S extends string = string> {
  /** Its states, moves and badge tones (defineWorkflow). */
  workflow: Workflow<S>;
  /** What a staff member needs to see and handle its items (the queue itself needs PERMISSIONS.queueWork). */
  permission: Permission;
  /**
   * The states in which an item waits for the company: they count as open in the summary's counts,
   * can be overdue, and are what `sort=overdue` lists. Every other state is closed.
   */
  open: readonly S[];
  /** The web path of its item page, with `:id` (the shared page: /hallinta/jono/<kind>/:id). */
  itemPath: string;
  /**
   * Where its state labels are in the web's catalogs: `<ns>:<prefix>.<State>`. A namespace other
   * than staff-queue is added to the staffQueue route's namespaces in apps/web/src/lib/routes.json.
   */
  labels: { ns: string; prefix: string };
  /**
   * Whether the queue's shared calls read and move its items (the shared item page, the generic
   * state move); true unless it says false. A kind whose decision carries more than a state (a mail, a reason, a link's end)
   * says false: its item page and decision calls are its own, and the queue only lists, counts and
   * assigns its items.
   */
  sharedItem?: boolean;
}

/** Declares a kind; the open states must be the workflow's own. */
export function defineQueueKind<const S extends string>(kind: QueueKind<S>): QueueKind<S> {
  for (const state of kind.open)
    if (!kind.workflow.isState(state)) throw new Error(`queue: open state ${state} is not in the workflow`);
  if (!kind.itemPath.includes(":id")) throw new Error(`queue: item path ${kind.itemPath} has no :id`);
  return kind;
}

/** The shared item page's path for a kind. */
const sharedItemPath = (kind: WorkItemKind) => `/hallinta/jono/${kind}/:id`;

/** Every kind of the queue. */
export const QUEUE_KINDS = {
  "fault-reports": defineQueueKind({
    workflow: FAULT_REPORT_WORKFLOW,
    permission: PERMISSIONS.faultsHandle,
    open: ["Sent", "InProgress"],
    itemPath: sharedItemPath("fault-reports"),
    labels: { ns: "staff-queue", prefix: "state" },
  }),
  messages: defineQueueKind({
    workflow: MESSAGE_WORKFLOW,
    permission: PERMISSIONS.messagesHandle,
    open: ["Sent", "InProgress"],
    itemPath: sharedItemPath("messages"),
    labels: { ns: "staff-queue", prefix: "state" },
  }),
  /**
   * The committees' forms awaiting a moderator's decision and decided ones (never drafts, see the
   * server's source). Decided by the kind's own calls (PATCH /api/staff/committee-forms/:id/approve
   * and /reject) on its own page.
   */
  "committee-forms": defineQueueKind({
    workflow: FORM_WORKFLOW,
    permission: PERMISSIONS.formsReview,
    open: ["AwaitingApproval"],
    itemPath: "/hallinta/jono/committee-forms/:id",
    labels: { ns: "staff-queue", prefix: "formState" },
    sharedItem: false,
  }),
  "exchange-applications": defineQueueKind({
    workflow: EXCHANGE_APPLICATION_WORKFLOW,
    permission: PERMISSIONS.messagesHandle,
    open: ["Sent", "InProgress"],
    itemPath: sharedItemPath("exchange-applications"),
    labels: { ns: "staff-queue", prefix: "state" },
  }),
  /**
   * Messages in the accessibility statement's feedback subtopic (ACCESSIBILITY_FEEDBACK), out of the
   * messages' kind: due 14 days after they arrived, the law's answer clock. Handled and answered as
   * a message is (its replies are the message's).
   */
  "accessibility-feedback": defineQueueKind({
    workflow: MESSAGE_WORKFLOW,
    permission: PERMISSIONS.messagesHandle,
    open: ["Sent", "InProgress"],
    itemPath: sharedItemPath("accessibility-feedback"),
    labels: { ns: "staff-queue", prefix: "state" },
  }),
  // Lease terminations wait for the landlord only once every party accepted; their own page
  // reviews them (POST /api/staff/terminations/:id/review), since approval changes the lease.
  terminations: defineQueueKind({
    workflow: TERMINATION_WORKFLOW,
    permission: PERMISSIONS.terminationsReview,
    open: ["ready_for_review"],
    itemPath: "/hallinta/irtisanomiset/:id",
    labels: { ns: "staff-queue", prefix: "terminationState" },
  }),
  /**
   * Bank payments no contract's reference matched, for customer service to place on a contract or
   * return to the payer on their own page (POST /api/staff/bank-payments/:id/place and /return).
   */
  "bank-payments": defineQueueKind({
    workflow: BANK_PAYMENT_WORKFLOW,
    permission: PERMISSIONS.paymentsPlace,
    open: ["Unmatched"],
    itemPath: "/hallinta/pankkimaksut/:id",
    labels: { ns: "staff-queue", prefix: "bankPaymentState" },
    sharedItem: false,
  }),
} as const satisfies Record<WorkItemKind, QueueKind>;

/** A state of one kind. */
export type StateOfKind<K extends WorkItemKind> = StateOf<(typeof QUEUE_KINDS)[K]["workflow"]>;
/** Every state a work item of any kind can be in. */
export type WorkItemState = StateOfKind<WorkItemKind>;

/** The union of the kinds' states, each once, in the kinds' order. */
export const WORK_ITEM_STATES = [
  ...new Set(
    WORK_ITEM_KINDS.flatMap((kind) => QUEUE_KINDS[kind].workflow.states as readonly WorkItemState[]),
  ),
] as [WorkItemState, ...WorkItemState[]];

/** A kind's declaration, its states typed loosely (for code that handles every kind alike). */
export const queueKind = (kind: WorkItemKind): QueueKind<WorkItemState> =>
  QUEUE_KINDS[kind] as unknown as QueueKind<WorkItemState>;

/** Whether `state` is one of the kind's states. */
export const isStateOf = (kind: WorkItemKind, state: string): state is WorkItemState =>
  QUEUE_KINDS[kind].workflow.isState(state);

/** Whether an item of the kind in `state` waits for the company (counts as open, may be overdue). */
export const isOpenState = (kind: WorkItemKind, state: string): boolean =>
  (QUEUE_KINDS[kind].open as readonly string[]).includes(state);

/** The web path of an item's page. */
export const workItemPath = (kind: WorkItemKind, id: string): string =>
  QUEUE_KINDS[kind].itemPath.replace(":id", encodeURIComponent(id));

/** Each kind's workflow: its states, moves and badge tones. */
export const WORK_ITEM_WORKFLOWS: Readonly<Record<WorkItemKind, Workflow<WorkItemState>>> =
  Object.fromEntries(WORK_ITEM_KINDS.map((kind) => [kind, queueKind(kind).workflow])) as Record<
    WorkItemKind,
    Workflow<WorkItemState>
  >;

/** What a staff member needs to see and handle a kind's items (the queue itself needs PERMISSIONS.queueWork). */
export const WORK_ITEM_PERMISSIONS: Readonly<Record<WorkItemKind, Permission>> = Object.fromEntries(
  WORK_ITEM_KINDS.map((kind) => [kind, QUEUE_KINDS[kind].permission]),
) as Record<WorkItemKind, Permission>;

/** Newest first, or the open items most overdue first (earliest due time). */
export const QUEUE_SORTS = ["newest", "overdue"] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** The assignee filter: mine, nobody's, or a staff member's id. */
export const ASSIGNEE_ME = "me";
export const ASSIGNEE_NONE = "none";

/** The longest text search. */
export const QUEUE_SEARCH_MAX = 100;
/** The longest category filter (a defect class or a message category id). */
export const QUEUE_CATEGORY_MAX = 40;

/**
 * The queue counts matching items up to this many: beyond it the answer says "more than" instead
 * of counting a hundred thousand finished items on every page.
 */
export const QUEUE_COUNT_CAP = 1000;
/**
 * With a text search the count stops sooner: every candidate is matched against subject and
 * description, and "more than 100" already says to narrow the search.
 */
export const QUEUE_SEARCH_COUNT_CAP = 100;

/** Where the count of a query stops. */
export const queueCountCap = (query: { q?: string | undefined }): number =>
  query.q ? QUEUE_SEARCH_COUNT_CAP : QUEUE_COUNT_CAP;
