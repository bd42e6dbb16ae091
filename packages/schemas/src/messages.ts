import { z } from "zod";
import { V, language } from "./common.ts";
import {
  CONTACT_CATEGORY_IDS,
  CONTACT_CONTENT_MAX,
  CONTACT_SUBCATEGORIES,
  CONTACT_SUBJECT_MAX,
  SEND_DISABLED_SUBCATEGORIES,
  type ContactCategory,
} from "./messages.constants.ts";

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

export const contactRequestResponse = z.object({ ok: z.literal(true) });
