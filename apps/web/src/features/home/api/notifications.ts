import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationsResponse } from "@portal/schemas/notifications";
import { getJsonLoading } from "../../../lib/api.ts";

/** GET /api/notifications: open ones and those closed lately, important first, then newest. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ["notifications"],
    queryFn: async ({ signal }): Promise<NotificationsResponse> => {
      const schema = import("@portal/schemas/notifications").then((m) => m.notificationsResponse);
      return getJsonLoading("/api/notifications", schema, signal);
    },
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
