import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LockedTenantsResponse } from "@portal/schemas/staff";
import { getJson, postJson } from "../../../lib/api.ts";
import { staffKey } from "../../../lib/staff/staffMeQuery.ts";

export const lockedTenantsKey = [...staffKey, "lockedTenants"] as const;

/** GET /api/staff/tenants/locked: tenant accounts locked after 100 failed sign-ins. */
export const lockedTenantsQueryOptions = () =>
  queryOptions({
    queryKey: lockedTenantsKey,
    queryFn: async ({ signal }): Promise<LockedTenantsResponse> => {
      const { lockedTenantsResponse } = await import("@portal/schemas/staff");
      return getJson("/api/staff/tenants/locked", lockedTenantsResponse, signal);
    },
  });

export function useLockedTenants(enabled: boolean) {
  return useQuery({ ...lockedTenantsQueryOptions(), enabled });
}

/** POST /api/staff/tenants/:id/unlock. */
export async function unlockTenant(id: string): Promise<void> {
  await postJson(`/api/staff/tenants/${encodeURIComponent(id)}/unlock`, {});
}
