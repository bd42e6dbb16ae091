import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactRequestDetail } from "@portal/schemas/messages";
import { getJson } from "../../../lib/api.ts";
import { sentMessagesQueryOptions } from "./sentMessagesQuery.ts";

/** GET /api/contact-requests/:id: one of the tenant's messages with its history; 404 when not theirs. */
export const sentMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sentMessagesQueryOptions().queryKey, "detail", id],
    queryFn: async ({ signal }): Promise<ContactRequestDetail> => {
      const { contactRequestDetail } = await import("@portal/schemas/messages");
      return getJson(`/api/contact-requests/${encodeURIComponent(id)}`, contactRequestDetail, signal);
    },
  });

export function useSentMessage(id: string) {
  return useQuery(sentMessageQueryOptions(id));
}
