import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionInfo } from "@portal/schemas/session";
import { ApiError, getJsonLoading } from "../api.ts";
import { clearSession, currentSessionId } from "./storage.ts";

/**
 * GET /api/session is the session check: who is signed in (a tenant, staff, or staff viewing a
 * tenant read-only), null when signed out. Without a stored session id there is nothing to ask; a
 * 401 means the server no longer knows the session.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ["session"],
    queryFn: async ({ signal }): Promise<SessionInfo | null> => {
      if (currentSessionId() === null) return null;
      try {
        // The schema (and the validation library) loads only when there is a session to check,
        // while the request is already out.
        const schema = import("@portal/schemas/session").then((m) => m.sessionResponse);
        return await getJsonLoading("/api/session", schema, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          return null;
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useSessionInfo() {
  return useQuery(sessionQueryOptions());
}

/** A tenant's own pages: the tenant's session, or staff viewing them read-only. */
export function seesTenantPages(info: SessionInfo | null | undefined): boolean {
  return info?.kind === "tenant" || info?.kind === "impersonation";
}
