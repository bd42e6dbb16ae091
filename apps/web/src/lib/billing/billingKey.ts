/** Every billing read's key starts with this, so a payment refreshes them all at once. */
export const billingKey = ["billing"] as const;
