/*
 * The staff's one handling queue as plain values: its kinds of work items, their workflows and
 * permissions, the sorts and limits. The queue pages render with them before queue.ts loads.
 * A later kind (committee forms, terminations, exchange notices) adds itself here and on the
 * server's list of queue sources (modules/queue/queue.kinds.ts).
 */
import { FAULT_REPORT_WORKFLOW, HANDLING_STATUSES, type HandlingStatus } from "./faults.constants.ts";
import { MESSAGE_WORKFLOW } from "./messages.constants.ts";
import { PERMISSIONS, type Permission } from "./staff.constants.ts";
import type { Workflow } from "./workflow.constants.ts";

/** The kinds of work item, as the staff API's and the queue page's paths name them (/hallinta/jono/<kind>/:id). */
export const WORK_ITEM_KINDS = ["fault-reports", "messages"] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** Every state a work item of any kind can be in (the handling states, shared by both kinds so far). */
export const WORK_ITEM_STATES = HANDLING_STATUSES;
export type WorkItemState = HandlingStatus;

/** Each kind's workflow: its states, moves and badge tones. */
export const WORK_ITEM_WORKFLOWS: Readonly<Record<WorkItemKind, Workflow<WorkItemState>>> = {
  "fault-reports": FAULT_REPORT_WORKFLOW,
  messages: MESSAGE_WORKFLOW,
};

/** What a staff member needs to see and handle a kind's items (the queue itself needs PERMISSIONS.queueWork). */
export const WORK_ITEM_PERMISSIONS: Readonly<Record<WorkItemKind, Permission>> = {
  "fault-reports": PERMISSIONS.faultsHandle,
  messages: PERMISSIONS.messagesHandle,
};

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
