import { z } from "zod";
import { V } from "./common.ts";
import { AFFECTED_AREAS, DEFECT_CLASSES } from "./faults.constants.ts";
import { LANGUAGES } from "./common.ts";
import { page, pageQuery } from "./page.ts";
import {
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  QUEUE_CATEGORY_MAX,
  QUEUE_SEARCH_MAX,
  QUEUE_SORTS,
  isStateOf,
  WORK_ITEM_KINDS,
  WORK_ITEM_STATES,
} from "./queue.constants.ts";

export const workItemKind = z.enum(WORK_ITEM_KINDS, { error: V.invalid });
export const workItemState = z.enum(WORK_ITEM_STATES, { error: V.invalid });

const uuid = z.uuid({ error: V.invalid });

/**
 * GET /api/staff/queue: one page of the work items in the staff member's buildings, of the kinds
 * their roles handle. `sort=overdue` lists the open items, the most overdue (earliest due) first;
 * `q` searches subject and description. `state` is any kind's state (the kinds without it have no
 * rows), or with `kind` one of that kind's states.
 */
export const queueQuery = pageQuery
  .extend({
    sort: z.enum(QUEUE_SORTS, { error: V.invalid }).default("newest"),
    kind: workItemKind.optional(),
    state: workItemState.optional(),
    building: uuid.optional(),
    category: z.string().trim().min(1, V.invalid).max(QUEUE_CATEGORY_MAX, V.tooLong).optional(),
    assignee: z
      .union([z.literal(ASSIGNEE_ME), z.literal(ASSIGNEE_NONE), uuid], { error: V.invalid })
      .optional(),
    overdue: z
      .enum(["true", "false"], { error: V.invalid })
      .transform((v) => v === "true")
      .optional(),
    q: z.string().trim().max(QUEUE_SEARCH_MAX, V.tooLong).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.kind && query.state && !isStateOf(query.kind, query.state))
      ctx.addIssue({ code: "custom", path: ["state"], message: V.invalid });
  });
export type QueueQuery = z.infer<typeof queueQuery>;
export type QueueQueryInput = z.input<typeof queueQuery>;

const named = z.object({ id: z.string(), name: z.string() });

export const queueItem = z.object({
  kind: workItemKind,
  id: z.string(),
  subject: z.string(),
  /** A fault report's defect class, a message's category id. */
  category: z.string(),
  building: named,
  state: workItemState,
  createdAt: z.string(),
  dueAt: z.string(),
  /** Open and past its due time. */
  overdue: z.boolean(),
  /** Whole minutes since it arrived. */
  ageMinutes: z.number().int().nonnegative(),
  assignee: named.nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;
export const queuePage = page(queueItem).extend({
  /** More items match than `total` (queueCountCap: 1000, or 100 with a text search): the count stopped there. */
  totalCapped: z.boolean(),
});
export type QueuePage = z.infer<typeof queuePage>;

/** GET /api/staff/queue/summary: per kind the staff member handles, in their buildings (listed, for the filter). */
export const queueSummary = z.object({
  buildings: z.array(named),
  kinds: z.array(
    z.object({
      kind: workItemKind,
      open: z.number().int(),
      overdue: z.number().int(),
      mine: z.number().int(),
      unassigned: z.number().int(),
    }),
  ),
});
export type QueueSummary = z.infer<typeof queueSummary>;

export const workItemParams = z.object({ kind: workItemKind, id: uuid });
export const workItemAttachmentParams = workItemParams.extend({ attachmentId: uuid });

const actor = z.object({
  kind: z.enum(["system", "tenant", "staff"]),
  /** The staff member's or the tenant's name; null for the product itself. */
  name: z.string().nullable(),
});

/** GET /api/staff/queue/:kind/:id: everything the tenant sent, where it concerns, and its history. */
export const workItemDetail = z.object({
  kind: workItemKind,
  id: z.string(),
  subject: z.string(),
  description: z.string(),
  category: z.string(),
  /** A message's subtopic; null for a fault report. */
  subcategory: z.string().nullable(),
  language: z.enum(LANGUAGES),
  state: workItemState,
  /** The states the item may move to now. */
  next: z.array(workItemState),
  createdAt: z.string(),
  updatedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  assignee: named.nullable(),
  /** The signed-in staff member's id, for "assign to me". */
  viewerId: z.string(),
  /** Colleagues the item may be handed to: staff who handle its kind in its building. */
  assignees: z.array(named),
  sender: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The sender's customer number (customer-number.rules.ts), to view their pages (targetTenantId). */
    customerNumber: z.number().int(),
  }),
  building: z.object({
    id: z.string(),
    name: z.string(),
    streetAddress: z.string(),
    postalCode: z.string(),
    city: z.string(),
  }),
  apartment: z.object({ id: z.string(), number: z.string() }),
  contract: z.object({
    id: z.string(),
    number: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
  /** A fault report's own fields; null for a message. */
  fault: z
    .object({
      defectClass: z.enum(DEFECT_CLASSES),
      affectedArea: z.enum(AFFECTED_AREAS),
      hasPetsInApartment: z.boolean(),
      petsDescription: z.string().nullable(),
      masterKeyAccessAllowed: z.boolean(),
      phone: z.string(),
    })
    .nullable(),
  attachments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      url: z.string(),
    }),
  ),
  history: z.array(z.object({ state: workItemState, at: z.string(), actor })),
});
export type WorkItemDetail = z.infer<typeof workItemDetail>;

/**
 * POST /api/staff/queue/:kind/:id/assign: hand the item to a staff member (null: nobody), from the
 * assignee the client saw (null: nobody). 409 STALE_STATE when someone changed it first.
 */
export const assignBody = z.strictObject({
  staffId: uuid.nullable(),
  from: uuid.nullable(),
});
export type AssignBody = z.infer<typeof assignBody>;
export const assigned = z.object({ kind: workItemKind, id: z.string(), assignee: named.nullable() });
export type Assigned = z.infer<typeof assigned>;

/** POST /api/staff/queue/:kind/:id/state: the kind's workflow decides (400 on `to` for a move it does not list). */
export const workItemStateChange = z.strictObject({ from: workItemState, to: workItemState });
export type WorkItemStateChange = z.infer<typeof workItemStateChange>;
export const workItemStateChanged = z.object({ kind: workItemKind, id: z.string(), state: workItemState });
