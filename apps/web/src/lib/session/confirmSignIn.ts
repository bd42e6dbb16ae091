import type { QueryClient } from "@tanstack/react-query";
import type { SessionInfo } from "@portal/schemas/session";
import { profileQueryOptions } from "./profileQuery.ts";
import { seesTenantPages, sessionQueryOptions } from "./sessionQuery.ts";
import { startSession } from "./storage.ts";

/**
 * Stores a session a sign-in answered and reads who it belongs to, with a tenant's profile in the
 * same round trip; every guard and the header then see the new session. staleTime 0: the cached
 * answers are the signed-out nulls from before.
 */
export async function confirmSignIn(client: QueryClient, sessionId: string): Promise<SessionInfo> {
  startSession(sessionId);
  const profile = client.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
  profile.catch(() => undefined);
  const session = await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  if (session === null) throw new Error("Session missing right after sign-in");
  if (seesTenantPages(session) && (await profile) === null)
    throw new Error("Profile missing right after sign-in");
  return session;
}
