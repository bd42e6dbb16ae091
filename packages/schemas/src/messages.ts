import { z } from "zod";
import { V, language } from "./common.ts";
import { HANDLING_STATUSES } from "./faults.constants.ts";
import {
  CONTACT_CATEGORY_IDS,
  CONTACT_CONTENT_MAX,
  CONTACT_SUBCATEGORIES,
  CONTACT_SUBJECT_MAX,
  MESSAGE_WORKFLOW,
  SEND_DISABLED_SUBCATEGORIES,
  type ContactCategory,
} from "./messages.constants.ts";
import { stateChange } from "./workflow.ts";

const category = z.union(
  CONTACT_CATEGORY_IDS.map((id) => z.literal(id)),
  { error: (issue) => (issue.input === undefined ? V.required : V.invalid) },
);

/** Whether a subtopic belongs to the category and may be sent as a message. */
export function isSendableSubcategory(categoryId: ContactCategory, subcategory: string): boolean {
  const list: readonly string[] = CONTACT_SUBCATEGORIES[categoryId];
  return (
    list.includes(subcategory) && !(SEND_DISABLED_SUBCATEGORIES as readonly string[]).includes(subcategory)
  );
}

/**
 * POST /api/contact-request: a message to customer service from the signed-in tenant. The
 * subcategory must be one of the category's subtopics ('Valitse tarkempi aihe' when missing).
 */
export const contactRequest = z
  .strictObject({
    category,
    subcategory: z.string({ error: V.required }).trim().min(1, V.required).max(100, V.invalid),
    subject: z.string({ error: V.required }).trim().min(1, V.required).max(CONTACT_SUBJECT_MAX, V.tooLong),
    content: z.string({ error: V.required }).trim().min(1, V.required).max(CONTACT_CONTENT_MAX, V.tooLong),
    language,
  })
  .superRefine((value, ctx) => {
    if (!isSendableSubcategory(value.category, value.subcategory))
      ctx.addIssue({ code: "custom", path: ["subcategory"], message: V.invalid });
  });
export type ContactRequest = z.infer<typeof contactRequest>;
export type ContactRequestInput = z.input<typeof contactRequest>;

/** 200 { ok, id }: `id` opens the message among the tenant's sent messages. */
export const contactRequestResponse = z.object({ ok: z.literal(true), id: z.string() });

export const contactRequestListItem = z.object({
  id: z.string(),
  category: z.number().int(),
  subcategory: z.string(),
  subject: z.string(),
  status: z.enum(HANDLING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactRequestListItem = z.infer<typeof contactRequestListItem>;

/** GET /api/contact-requests: the tenant's sent messages, newest first. */
export const contactRequestListResponse = z.object({ items: z.array(contactRequestListItem) });

/** GET /api/contact-requests/:id: one message with its handling history (oldest first). */
export const contactRequestDetail = contactRequestListItem.extend({
  content: z.string(),
  language,
  history: z.array(
    z.object({
      status: z.enum(HANDLING_STATUSES),
      at: z.string(),
      /** A reply from customer service or the tenant's answer, with the status the message had then. */
      event: z.enum(["reply", "answer"]).optional(),
    }),
  ),
});
export type ContactRequestDetail = z.infer<typeof contactRequestDetail>;

export const contactRequestParams = z.object({ id: z.uuid({ error: V.invalid }) });

/** The query of customer service's queue: one page, oldest first, by state, building, category and topic. */

/** A move of a message's handling state: the state the client saw and the next one. */
export const messageStateChange = stateChange(MESSAGE_WORKFLOW);
export type MessageStateChange = z.infer<typeof messageStateChange>;
