import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api.ts";

/** GET /api/register/session: whom the bank identification found (404 once the identification expired). */
export function registerSessionOptions(registerSessionId: string, state: string) {
  const query = new URLSearchParams({ registerSessionId, state });
  return queryOptions({
    queryKey: ["register-session", registerSessionId, state],
    queryFn: async ({ signal }) => {
      const { registerSessionResponse } = await import("@portal/schemas/sign-up");
      return getJson(`/api/register/session?${query.toString()}`, registerSessionResponse, signal);
    },
    retry: false,
    staleTime: Infinity,
  });
}

export function useRegisterSession(registerSessionId: string, state: string) {
  return useQuery(registerSessionOptions(registerSessionId, state));
}
