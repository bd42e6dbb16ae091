import { z } from "zod";
import { euros } from "./billing.ts";
import { isoDate } from "./common.ts";
import {
  LIFECYCLE_EVENTS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
} from "./notifications.constants.ts";
import { TERMINATION_STATUSES } from "./termination.constants.ts";

/** A notification's own words; Swedish may be missing from those written before it was kept (read as Finnish). */
const notificationText = z.object({ fi: z.string(), sv: z.string().optional(), en: z.string() });

export const notificationMeta = z.object({
  arrearAmount: euros.optional(),
  event: z.enum(LIFECYCLE_EVENTS).optional(),
  /** A lifecycle event's day; a termination notice's end date. */
  date: isoDate.optional(),
  title: notificationText.optional(),
  body: notificationText.optional(),
  /**
   * A termination notification: the notice's state when it was written, and whether the reader is
   * only informed of it (a resident who did not sign the lease).
   */
  termination: z.object({ status: z.enum(TERMINATION_STATUSES), informed: z.boolean() }).optional(),
});
export type NotificationMeta = z.infer<typeof notificationMeta>;

export const notification = z.object({
  contractUuid: z.string(),
  id: z.uuid(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  notificationMeta: notificationMeta.nullable(),
  isCloseable: z.boolean(),
  /** ISO 8601 time */
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/notifications: open ones and ones closed in the last 30 days; important first, then newest. */
export const notificationsResponse = z.object({ notifications: z.array(notification) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** POST /api/notifications/:id/close: closing twice answers with the first closedAt. */
export const notificationParams = z.object({ id: z.uuid() });
export const closeNotificationResponse = z.object({ notification });
/** 409: the notification cannot be closed by the tenant. */
export const notificationErrorResponse = z.object({ error: z.enum(["NOT_CLOSEABLE"]) });
