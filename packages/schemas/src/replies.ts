import { z } from "zod";
import { V, language } from "./common.ts";
import { HANDLING_STATUSES } from "./faults.constants.ts";
import {
  ANSWER_BODY_MAX,
  REPLY_BODY_MAX,
  REPLY_KINDS,
  REPLY_TEMPLATE_BODY_MAX,
  REPLY_TEMPLATE_TITLE_MAX,
} from "./replies.constants.ts";
import { STAFF_ROLES } from "./staff.constants.ts";

/** Text only: kept as written (line breaks included), trimmed at the ends, never empty. */
const text = (max: number) => z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);

/**
 * POST /api/staff/queue/<kind>/:id/replies: a reply to the tenant. Without `language` it is in the
 * item's language (the tenant's), which is also the language of the mail that tells of it.
 */
export const replyRequest = z.strictObject({ body: text(REPLY_BODY_MAX), language: language.optional() });
export type ReplyRequest = z.infer<typeof replyRequest>;

/** POST /api/staff/queue/<kind>/:id/notes: an internal note the tenant never sees. */
export const noteRequest = z.strictObject({ body: text(REPLY_BODY_MAX) });
export type NoteRequest = z.infer<typeof noteRequest>;

/** POST /api/defect-notices/:id/answers and /api/contact-requests/:id/answers: the tenant's answer. */
export const answerRequest = z.strictObject({ body: text(ANSWER_BODY_MAX) });
export type AnswerRequest = z.infer<typeof answerRequest>;

export const replyItemParams = z.object({ id: z.uuid({ error: V.invalid }) });

/** Who at the company wrote: first name and role, never an email or a surname. */
export const staffAuthor = z.object({ firstName: z.string(), role: z.enum(STAFF_ROLES).nullable() });
export type StaffAuthor = z.infer<typeof staffAuthor>;

/**
 * One entry of a tenant's conversation: a staff reply (`from: "staff"`, with the writer's first
 * name and role) or a tenant's answer (`from: "tenant"`, the answering tenant's first name).
 */
export const conversationEntry = z.object({
  id: z.string(),
  kind: z.enum(["reply", "answer"]),
  body: z.string(),
  at: z.string(),
  from: z.enum(["staff", "tenant"]),
  firstName: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
});
export type ConversationEntry = z.infer<typeof conversationEntry>;

/** GET /api/defect-notices/:id/conversation (and the message's): oldest first. Notes are never in it. */
export const conversationResponse = z.object({
  items: z.array(conversationEntry),
  /** Whether the tenant may answer now: a staff reply exists to answer. */
  canAnswer: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** 201 after a tenant's answer: its id and the item's state now (Ready becomes InProgress). */
export const answerCreated = z.object({ id: z.string(), status: z.enum(HANDLING_STATUSES) });
export type AnswerCreated = z.infer<typeof answerCreated>;

/** One entry as staff see it: replies, notes and answers alike. */
export const staffConversationEntry = z.object({
  id: z.string(),
  kind: z.enum(REPLY_KINDS),
  body: z.string(),
  language: language,
  at: z.string(),
  /** The staff member's full name for staff entries, the tenant's first name for answers. */
  author: z.string(),
  from: z.enum(["staff", "tenant"]),
});
export type StaffConversationEntry = z.infer<typeof staffConversationEntry>;

/** GET /api/staff/queue/<kind>/:id/replies: the item's language and every entry, oldest first. */
export const staffConversationResponse = z.object({
  language,
  status: z.enum(HANDLING_STATUSES),
  items: z.array(staffConversationEntry),
});
export type StaffConversationResponse = z.infer<typeof staffConversationResponse>;

/** 201 after a staff reply or note. */
export const replyCreated = z.object({ id: z.string(), at: z.string() });

/** A ready-made reply: a name and a text in one language. */
export const replyTemplateRequest = z.strictObject({
  language,
  title: text(REPLY_TEMPLATE_TITLE_MAX),
  body: text(REPLY_TEMPLATE_BODY_MAX),
});
export type ReplyTemplateRequest = z.infer<typeof replyTemplateRequest>;

export const replyTemplate = z.object({
  id: z.string(),
  language,
  title: z.string(),
  body: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplate>;

/** GET /api/staff/reply-templates: every ready-made reply (optionally one language), by title. */
export const replyTemplateQuery = z.object({ language: language.optional() });
export const replyTemplateListResponse = z.object({ items: z.array(replyTemplate) });
export const replyTemplateParams = z.object({ id: z.uuid({ error: V.invalid }) });
