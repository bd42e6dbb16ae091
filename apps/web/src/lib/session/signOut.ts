import type { QueryClient } from "@tanstack/react-query";
import { profileQueryOptions } from "./profileQuery.ts";
import { sessionQueryOptions } from "./sessionQuery.ts";
import { clearSession } from "./storage.ts";

/** The session check and the profile say signed out, so every guard and the header follow at once. */
export function markSignedOut(client: QueryClient): void {
  client.setQueryData(sessionQueryOptions().queryKey, null);
  client.setQueryData(profileQueryOptions().queryKey, null);
}

/** Everything the browser and the query cache hold for the session goes, and the app is signed out. */
export function forgetSession(client: QueryClient): void {
  clearSession();
  const kept = [sessionQueryOptions().queryKey[0], profileQueryOptions().queryKey[0]];
  client.removeQueries({ predicate: (q) => !kept.includes(q.queryKey[0] as string) });
  markSignedOut(client);
}
