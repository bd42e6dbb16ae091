import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@portal/schemas/profile";
import { signedInRead } from "./signedInRead.ts";

/**
 * GET /api/profile: the signed-in tenant's name, contact details and contract. Who is signed in at
 * all is the session check's (sessionQuery.ts); the two go out together on page load.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }): Promise<Profile | null> =>
      signedInRead(
        "/api/profile",
        () => import("@portal/schemas/profile").then((m) => m.profileResponse),
        signal,
      ),
    staleTime: 5 * 60_000,
  });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), ...options });
}
