import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentContract } from "@portal/schemas/lease";
import { getJsonLoading } from "../../../lib/api.ts";

/** GET /api/contracts/current: the lease with its parties, deposit, termination terms and flags. */
export const currentContractQueryOptions = () =>
  queryOptions({
    queryKey: ["lease", "current"],
    queryFn: async ({ signal }): Promise<CurrentContract> => {
      const schema = import("@portal/schemas/lease").then((m) => m.currentContractResponse);
      return getJsonLoading("/api/contracts/current", schema, signal);
    },
  });

export function useCurrentContract() {
  return useQuery(currentContractQueryOptions());
}
