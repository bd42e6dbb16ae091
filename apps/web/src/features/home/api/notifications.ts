import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationsResponse } from "@portal/schemas/notifications";
import { getJson } from "../../../lib/api.ts";
import { retryServerErrors } from "../../../lib/billing/retry.ts";

export const NOTIFICATIONS_KEY = ["notifications"] as const;

/** GET /api/notifications: open ones and those closed lately, important first, then newest. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }): Promise<NotificationsResponse> => {
      const { notificationsResponse } = await import("@portal/schemas/notifications");
      return getJson("/api/notifications", notificationsResponse, signal);
    },
    retry: retryServerErrors,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
