/*
 * A completed fault report's rating and reopening as plain values, in a module of their own: the
 * report form never loads them, only the report's page once a report is completed.
 */

/** A completed report's rating: 1 (not fixed at all) to 5 (fixed well). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_COMMENT_MAX = 2000;
export const REOPEN_REASON_MAX = 2000;
/** A completed report may be reopened for this many days after it was completed. */
export const REOPEN_DAYS = 14;
