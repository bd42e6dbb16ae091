import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffCommittee } from "@portal/schemas/committee-forms";
import { deleteJson, getJson, patchJson, postJson, putJson } from "../../../lib/api.ts";

/** Every staff query about committees starts with this key. */
export const staffCommitteesKey = ["staff", "committees"] as const;

/** GET /api/staff/committees: the committees of the staff member's buildings with their members. */
export const staffCommitteesQueryOptions = () =>
  queryOptions({
    queryKey: staffCommitteesKey,
    queryFn: async ({ signal }): Promise<StaffCommittee[]> => {
      const { staffCommitteeListResponse } = await import("@portal/schemas/committee-forms");
      return (await getJson("/api/staff/committees", staffCommitteeListResponse, signal)).data;
    },
  });

export function useStaffCommittees() {
  return useQuery(staffCommitteesQueryOptions());
}

const committeePath = (id: string) => `/api/staff/committees/${encodeURIComponent(id)}`;

/** POST /api/staff/committees/:id/members: a tenant by their account's email, with a role. */
export async function addMember(committeeId: string, email: string, role: string): Promise<void> {
  await postJson(`${committeePath(committeeId)}/members`, { email, role }, [200, 201]);
}

/** PATCH /api/staff/committees/:id/members/:userId: a new role. */
export async function changeMemberRole(committeeId: string, userId: string, role: string): Promise<void> {
  await patchJson(`${committeePath(committeeId)}/members/${encodeURIComponent(userId)}`, { role }, [200]);
}

/** DELETE /api/staff/committees/:id/members/:userId. */
export async function removeMember(committeeId: string, userId: string): Promise<void> {
  await deleteJson(`${committeePath(committeeId)}/members/${encodeURIComponent(userId)}`, [200, 204]);
}

const allowancePath = (buildingId: string) =>
  `/api/staff/buildings/${encodeURIComponent(buildingId)}/activity-allowance`;

/** GET /api/staff/buildings/:buildingId/activity-allowance?year=: set by staff or the default rule. */
export const allowanceQueryOptions = (buildingId: string, year: number) =>
  queryOptions({
    queryKey: [...staffCommitteesKey, "allowance", buildingId, year],
    queryFn: async ({ signal }) => {
      const { buildingAllowanceResponse } = await import("@portal/schemas/committee-forms");
      return (await getJson(`${allowancePath(buildingId)}?year=${year}`, buildingAllowanceResponse, signal))
        .data;
    },
  });

export function useBuildingAllowance(buildingId: string, year: number) {
  return useQuery(allowanceQueryOptions(buildingId, year));
}

/** PUT /api/staff/buildings/:buildingId/activity-allowance: the year's allowance in cents. */
export async function setAllowance(buildingId: string, year: number, allowanceCents: number): Promise<void> {
  await putJson(allowancePath(buildingId), { year, allowanceCents }, [200]);
}
