import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeMatches } from "@portal/schemas/exchange";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** GET /api/exchange/matches: mutual matches with the tenant's own notice, best first. */
export const matchesQueryOptions = () =>
  queryOptions({
    queryKey: [...exchangeKey, "matches"],
    queryFn: async ({ signal }): Promise<ExchangeMatches> => {
      const { exchangeMatches } = await import("@portal/schemas/exchange");
      return getJson("/api/exchange/matches", exchangeMatches, signal);
    },
  });

export function useMatches() {
  return useQuery(matchesQueryOptions());
}
