/*
 * The server notifications' kinds as plain values: the home page renders them before the schemas
 * load.
 */

export const NOTIFICATION_PRIORITIES = ["important", "normal"] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_CATEGORIES = [
  "arrear",
  "contract_lifecycle",
  "normal",
  "termination_request_created",
  "termination_request_approval_needed",
  "termination_request_landlord_accepted",
  "termination_request_landlord_rejected",
  "termination_request_tenant_accepted",
  "termination_request_tenant_rejected",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** A contract_lifecycle notification tells that the lease is about to start or end. */
export const LIFECYCLE_EVENTS = ["starting", "ending"] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/** Closed notifications stay on the list this many days. */
export const CLOSED_VISIBLE_DAYS = 30;
/** An arrear notification appears once some debt is more than this many days overdue. */
export const ARREAR_MIN_AGE_DAYS = 7;
/** A lifecycle notification appears this many days before the lease starts or ends. */
export const LIFECYCLE_DAYS = { starting: 14, ending: 30 } as const;
/** Interface notifications (toasts) hide after this many milliseconds. */
export const TOAST_DURATION_MS = 10_000;
/** The notification dialog's width in pixels. */
export const NOTIFICATION_DIALOG_WIDTH_PX = 600;
