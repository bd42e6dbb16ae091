import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** GET /api/exchange/cities: the cities of the company's buildings. */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: [...exchangeKey, "cities"],
    queryFn: async ({ signal }): Promise<string[]> => {
      const { exchangeCities } = await import("@portal/schemas/exchange");
      return (await getJson("/api/exchange/cities", exchangeCities, signal)).cities;
    },
    staleTime: 3_600_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
