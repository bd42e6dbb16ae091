import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffMembersResponse, StaffMemberUpdateRequest } from "@portal/schemas/staff";
import { getJson, putJson } from "../../../lib/api.ts";
import { staffKey } from "../../../lib/staff/staffMeQuery.ts";

export const staffMembersKey = [...staffKey, "members"] as const;

/** GET /api/staff/members: every staff member with roles and buildings, and every building. */
export const staffMembersQueryOptions = () =>
  queryOptions({
    queryKey: staffMembersKey,
    queryFn: async ({ signal }): Promise<StaffMembersResponse> => {
      const { staffMembersResponse } = await import("@portal/schemas/staff");
      return getJson("/api/staff/members", staffMembersResponse, signal);
    },
  });

export function useStaffMembers() {
  return useQuery(staffMembersQueryOptions());
}

/** PUT /api/staff/members/:id; the list is read again afterwards. */
export async function updateStaffMember(id: string, change: StaffMemberUpdateRequest): Promise<void> {
  await putJson(`/api/staff/members/${encodeURIComponent(id)}`, change);
}
