import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api.ts";
import { committeeFormsKey } from "./committeeFormsKey.ts";
import type { Committee } from "./types.ts";

/**
 * GET /api/committees/mine: the tenant's committee with their role, its buildings and the year's
 * allowance; null when they are not a member of any.
 */
export const committeeQueryOptions = () =>
  queryOptions({
    queryKey: [...committeeFormsKey, "committee"],
    queryFn: async ({ signal }): Promise<Committee | null> => {
      const { myCommitteeResponse } = await import("@portal/schemas/committee-forms");
      return (await getJson("/api/committees/mine", myCommitteeResponse, signal)).data;
    },
  });

export function useCommittee() {
  return useQuery(committeeQueryOptions());
}
