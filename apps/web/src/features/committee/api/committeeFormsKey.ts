/** Every query about the member's committee forms starts with this key, so one invalidation refreshes all. */
export const committeeFormsKey = ["committeeForms"] as const;
