import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FeedResponse } from "@portal/schemas/bookings";
import { getJson } from "../../../lib/api.ts";
import { bookingsKey } from "../../../lib/bookings/bookingsQuery.ts";

/** GET /api/bookings/feed: the private calendar feed address, if the tenant has made one. */
export const feedQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, "feed"],
    queryFn: async ({ signal }): Promise<FeedResponse> => {
      const { feedResponse } = await import("@portal/schemas/bookings");
      return getJson("/api/bookings/feed", feedResponse, signal);
    },
  });

export function useFeed() {
  return useQuery(feedQueryOptions());
}
