import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Notification, NotificationsResponse } from "@portal/schemas/notifications";
import { postJson } from "../../../lib/api.ts";
import { notificationsQueryOptions } from "./notifications.ts";

/** POST /api/notifications/:id/close; the list shows the closed one as the server answered it. */
export function useCloseNotificationMutation() {
  const client = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: async (id: string): Promise<Notification> => {
      const answer = await postJson(`/api/notifications/${encodeURIComponent(id)}/close`, {});
      const { closeNotificationResponse } = await import("@portal/schemas/notifications");
      return closeNotificationResponse.parse(answer).notification;
    },
    onSuccess: (closed) => {
      client.setQueryData<NotificationsResponse>(queryKey, (old) =>
        old ? { notifications: old.notifications.map((n) => (n.id === closed.id ? closed : n)) } : old,
      );
      void client.invalidateQueries({ queryKey });
    },
  });
}
