import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactRequestListItem } from "@portal/schemas/messages";
import { ApiError, getJson } from "../../../lib/api.ts";

export const SENT_MESSAGES_KEY = "sentMessages";

/** GET /api/contact-requests: the tenant's sent messages with their handling state, newest first. */
export function useSentMessages() {
  return useQuery(
    queryOptions({
      queryKey: [SENT_MESSAGES_KEY],
      queryFn: async ({ signal }): Promise<ContactRequestListItem[]> => {
        const { contactRequestListResponse } = await import("@portal/schemas/messages");
        return (await getJson("/api/contact-requests", contactRequestListResponse, signal)).items;
      },
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
  );
}
