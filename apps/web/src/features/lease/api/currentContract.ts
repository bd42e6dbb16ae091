import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentContract } from "@portal/schemas/lease";
import { getJson } from "../../../lib/api.ts";
import { retryServerErrors } from "../../../lib/billing/retry.ts";

/** GET /api/contracts/current: the lease with its parties, deposit, termination terms and flags. */
export const currentContractQueryOptions = () =>
  queryOptions({
    queryKey: ["lease", "current"],
    queryFn: async ({ signal }): Promise<CurrentContract> => {
      const { currentContractResponse } = await import("@portal/schemas/lease");
      return getJson("/api/contracts/current", currentContractResponse, signal);
    },
    retry: retryServerErrors,
  });

export function useCurrentContract() {
  return useQuery(currentContractQueryOptions());
}
