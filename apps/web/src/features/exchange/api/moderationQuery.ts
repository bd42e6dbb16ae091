import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffExchangeItem } from "@portal/schemas/exchange";
import type { ExchangeState } from "@portal/schemas/exchange.constants";
import type { Page } from "@portal/schemas/page";
import { getJson } from "../../../lib/api.ts";

/** The root of the moderation reads: a removal invalidates them. */
export const moderationKey = ["staff", "exchange"] as const;

type Query = { state?: ExchangeState | undefined; cursor?: string | undefined; limit: number };

/** GET /api/staff/exchange/notices: the notices in the staff member's buildings, by state. */
export const moderationQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: [...moderationKey, "page", query],
    queryFn: async ({ signal }): Promise<Page<StaffExchangeItem>> => {
      const params = new URLSearchParams({ limit: String(query.limit) });
      if (query.state) params.set("state", query.state);
      if (query.cursor) params.set("cursor", query.cursor);
      const { staffExchangePage } = await import("@portal/schemas/exchange");
      return getJson(`/api/staff/exchange/notices?${params}`, staffExchangePage, signal);
    },
    placeholderData: keepPreviousData,
  });

export function useModeration(query: Query) {
  return useQuery(moderationQueryOptions(query));
}
