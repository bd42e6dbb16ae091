/* The feedback form's limits and answers as plain values: the form renders with them before its schema loads. */

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_ANSWERS = ["yes", "partly", "no"] as const;
