import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TerminationResponse } from "@portal/schemas/termination";
import { getJsonLoading } from "../../../lib/api.ts";

export const terminationKey = ["termination"] as const;
/** The lease page's contract (GET /api/contracts/current), whose terminate link follows the notice. */
export const leaseContractKey = ["lease", "current"] as const;

/**
 * GET /api/contract-termination (never cached): whether a notice may be given, the latest notice,
 * the month ends the form offers and the form's defaults from the profile.
 */
export const terminationQueryOptions = () =>
  queryOptions({
    queryKey: terminationKey,
    queryFn: async ({ signal }): Promise<TerminationResponse> => {
      const schema = import("@portal/schemas/termination").then((m) => m.terminationResponse);
      return getJsonLoading("/api/contract-termination", schema, signal);
    },
    staleTime: 0,
  });

export function useTermination() {
  return useQuery(terminationQueryOptions());
}
