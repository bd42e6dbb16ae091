import type { Notification } from "@portal/schemas/notifications";
import { CLOSED_VISIBLE_DAYS } from "@portal/schemas/notifications.constants";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { NotificationRow, NotificationsRepository, Scope } from "./notifications.repository.ts";

export function toNotification(row: NotificationRow): Notification {
  return {
    contractUuid: row.contractId,
    id: row.id,
    priority: row.priority,
    category: row.category,
    notificationMeta: row.meta ?? null,
    isCloseable: row.isCloseable,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export type CloseResult = { notification: Notification } | Refusal<"NOT_FOUND" | "NOT_CLOSEABLE">;

export function createNotificationsService(repo: NotificationsRepository, now: () => Date) {
  return {
    async list(scope: Scope): Promise<{ notifications: Notification[] }> {
      const since = new Date(now().getTime() - CLOSED_VISIBLE_DAYS * 24 * 60 * 60_000);
      return { notifications: (await repo.list(scope, since)).map(toNotification) };
    },

    /** Closing an already closed notification answers with it as it is (the first closedAt). */
    async close(scope: Scope, id: string): Promise<CloseResult> {
      const closed = await repo.close(scope, id, now());
      if (closed) return { notification: toNotification(closed) };
      const found = await repo.find(scope, id);
      if (!found) return refuse("NOT_FOUND");
      if (!found.isCloseable) return refuse("NOT_CLOSEABLE");
      return { notification: toNotification(found) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
