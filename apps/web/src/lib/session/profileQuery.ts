import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@portal/schemas/profile";
import { ApiError, getJsonLoading } from "../api.ts";
import { clearSession, currentSessionId } from "./storage.ts";

/**
 * GET /api/profile doubles as the session check: null means signed out. Without a stored
 * session id there is nothing to ask; a 401 means the server no longer knows the session.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async ({ signal }): Promise<Profile | null> => {
      if (currentSessionId() === null) return null;
      try {
        // The schema (and the validation library) loads only when there is a session to check,
        // while the request is already out.
        const schema = import("@portal/schemas/profile").then((m) => m.profileResponse);
        return await getJsonLoading("/api/profile", schema, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          return null;
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
