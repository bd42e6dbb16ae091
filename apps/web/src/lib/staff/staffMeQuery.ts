import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffMeResponse } from "@portal/schemas/staff";
import { getJson } from "../api.ts";

/** Every staff query's key starts with this, so signing out or changing roles can drop them all. */
export const staffKey = ["staff"] as const;

/** GET /api/staff/me: the signed-in staff member, their roles, permissions and buildings. */
export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: [...staffKey, "me"],
    queryFn: async ({ signal }): Promise<StaffMeResponse> => {
      const { staffMeResponse } = await import("@portal/schemas/staff");
      return getJson("/api/staff/me", staffMeResponse, signal);
    },
    staleTime: 5 * 60_000,
  });

export function useStaffMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffMeQueryOptions(), enabled: options.enabled ?? true });
}
