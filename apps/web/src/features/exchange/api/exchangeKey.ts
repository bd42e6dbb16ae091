/** The root of every exchange read: a change to a notice invalidates them all. */
export const exchangeKey = ["exchange"] as const;
