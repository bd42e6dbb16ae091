import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingResource } from "@portal/schemas/bookings";
import { getJson } from "../../../lib/api.ts";
import { bookingsKey } from "../../../lib/bookings/bookingsQuery.ts";

/** GET /api/bookings/resources: what the tenant's building lets its households book. */
export const resourcesQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, "resources"],
    queryFn: async ({ signal }): Promise<BookingResource[]> => {
      const { bookingResourcesResponse } = await import("@portal/schemas/bookings");
      return (await getJson("/api/bookings/resources", bookingResourcesResponse, signal)).resources;
    },
    staleTime: 5 * 60_000,
  });

export function useResources() {
  return useQuery(resourcesQueryOptions());
}
