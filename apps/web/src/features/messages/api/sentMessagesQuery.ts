import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactRequestListItem } from "@portal/schemas/messages";
import { getJson } from "../../../lib/api.ts";

/** GET /api/contact-requests: the tenant's sent messages with their handling state, newest first. */
export const sentMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ["sentMessages"],
    queryFn: async ({ signal }): Promise<ContactRequestListItem[]> => {
      const { contactRequestListResponse } = await import("@portal/schemas/messages");
      return (await getJson("/api/contact-requests", contactRequestListResponse, signal)).items;
    },
  });

export function useSentMessages() {
  return useQuery(sentMessagesQueryOptions());
}
