import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionInfo } from "@portal/schemas/session";
import { signedInRead } from "./signedInRead.ts";

/**
 * GET /api/session is the session check: who is signed in (a tenant, staff, or staff viewing a
 * tenant read-only), null when signed out.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ["session"],
    queryFn: ({ signal }): Promise<SessionInfo | null> =>
      signedInRead(
        "/api/session",
        () => import("@portal/schemas/session").then((m) => m.sessionResponse),
        signal,
      ),
    staleTime: 5 * 60_000,
  });

export function useSessionInfo() {
  return useQuery(sessionQueryOptions());
}

/** A tenant's own pages: the tenant's session, or staff viewing them read-only. */
export function seesTenantPages(info: SessionInfo | null | undefined): boolean {
  return info?.kind === "tenant" || info?.kind === "impersonation";
}
