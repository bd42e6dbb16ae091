import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { WeekResponse } from "@portal/schemas/bookings";
import { getJson } from "../../../lib/api.ts";
import { bookingsKey } from "../../../lib/bookings/bookingsQuery.ts";

/** GET /api/bookings/resources/:id/week?start=Monday: the week's slots as the household sees them. */
export const weekQueryOptions = (resourceId: string, start: string) =>
  queryOptions({
    queryKey: [...bookingsKey, "week", resourceId, start],
    queryFn: async ({ signal }): Promise<WeekResponse> => {
      const { weekResponse } = await import("@portal/schemas/bookings");
      return getJson(`/api/bookings/resources/${resourceId}/week?start=${start}`, weekResponse, signal);
    },
  });

export function useWeek(resourceId: string | undefined, start: string) {
  return useQuery({
    ...weekQueryOptions(resourceId ?? "", start),
    enabled: resourceId !== undefined,
    // The old week stays on screen while the next one loads, so the calendar does not jump.
    placeholderData: keepPreviousData,
  });
}
