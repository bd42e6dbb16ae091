import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffOverviewResponse } from "@portal/schemas/staff";
import { getJson } from "../../../lib/api.ts";
import { staffKey } from "../../../lib/staff/staffMeQuery.ts";

/** GET /api/staff/overview: open fault reports and messages in the staff member's buildings. */
export const staffOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, "overview"],
    queryFn: async ({ signal }): Promise<StaffOverviewResponse> => {
      const { staffOverviewResponse } = await import("@portal/schemas/staff");
      return getJson("/api/staff/overview", staffOverviewResponse, signal);
    },
  });

export function useStaffOverview() {
  return useQuery(staffOverviewQueryOptions());
}
