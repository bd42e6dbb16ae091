/*
 * Replies to a tenant's fault report or message as plain values, without the validation library:
 * the reply panel and the tenant's conversation render with them before replies.ts loads.
 */

/** The work items staff reply to, as the staff API's path names them (/api/staff/queue/<kind>/:id/replies). */
export const REPLY_ITEM_KINDS = ["fault-reports", "messages"] as const;
export type ReplyItemKind = (typeof REPLY_ITEM_KINDS)[number];

/**
 * What a conversation entry is: a staff member's reply to the tenant, a staff member's internal
 * note (never shown to a tenant) or the tenant's answer to a reply.
 */
export const REPLY_KINDS = ["reply", "note", "answer"] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** A staff reply or note: long enough for a careful answer, far from a pasted document. */
export const REPLY_BODY_MAX = 10_000;
/** A tenant's answer: as long as a message to customer service. */
export const ANSWER_BODY_MAX = 5000;
/** A ready-made reply's name in the picker. */
export const REPLY_TEMPLATE_TITLE_MAX = 120;
export const REPLY_TEMPLATE_BODY_MAX = REPLY_BODY_MAX;
