import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJsonLoading } from "../../../lib/api.ts";

/** GET /api/profile/viewings: when staff viewed the tenant's pages, who (name and role) and why. */
export const viewingsQueryOptions = () =>
  queryOptions({
    queryKey: ["profile", "viewings"],
    queryFn: ({ signal }) =>
      getJsonLoading(
        "/api/profile/viewings",
        import("@portal/schemas/impersonation").then((m) => m.profileViewingsResponse),
        signal,
      ),
  });

export function useViewings() {
  return useQuery(viewingsQueryOptions());
}
