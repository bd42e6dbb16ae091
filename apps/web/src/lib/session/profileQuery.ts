import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@portal/schemas/profile";
import { ApiError, getJsonLoading } from "../api.ts";
import { clearSession, currentSessionId } from "./storage.ts";

/**
 * GET /api/profile: the signed-in tenant's name, contact details and contract. Who is signed in at
 * all is the session check's (sessionQuery.ts); the two go out together on page load. Null when
 * there is no session; a 401 means the server no longer knows it.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async ({ signal }): Promise<Profile | null> => {
      if (currentSessionId() === null) return null;
      try {
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
  });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), ...options });
}
