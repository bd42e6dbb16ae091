import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeEligibility } from "@portal/schemas/exchange";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** GET /api/exchange/eligibility: each rule's verdict and the apartment's facts. */
export const eligibilityQueryOptions = () =>
  queryOptions({
    queryKey: [...exchangeKey, "eligibility"],
    queryFn: async ({ signal }): Promise<ExchangeEligibility> => {
      const { exchangeEligibility } = await import("@portal/schemas/exchange");
      return getJson("/api/exchange/eligibility", exchangeEligibility, signal);
    },
  });

export function useEligibility() {
  return useQuery(eligibilityQueryOptions());
}
