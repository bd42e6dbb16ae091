import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FixedTurn } from "@portal/schemas/bookings";
import { getJson } from "../../../lib/api.ts";
import { bookingsKey } from "../../../lib/bookings/bookingsQuery.ts";

/** GET /api/bookings/fixed-turns: the household's weekly turns, also those ending this month. */
export const fixedTurnsQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, "fixedTurns"],
    queryFn: async ({ signal }): Promise<FixedTurn[]> => {
      const { fixedTurnsResponse } = await import("@portal/schemas/bookings");
      return (await getJson("/api/bookings/fixed-turns", fixedTurnsResponse, signal)).turns;
    },
  });

export function useFixedTurns() {
  return useQuery(fixedTurnsQueryOptions());
}
