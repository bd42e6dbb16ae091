import type { QueryClient } from "@tanstack/react-query";
import type { SessionInfo } from "@portal/schemas/session";
import { postJson } from "../../../lib/api.ts";
import { sessionQueryOptions } from "../../../lib/session/sessionQuery.ts";
import { startSession } from "../../../lib/session/storage.ts";

/** POST /api/staff/auth/start: the company's sign-in page to send the browser to. */
export async function staffSignInStart(): Promise<string> {
  const { staffSignInStartResponse } = await import("@portal/schemas/staff");
  return staffSignInStartResponse.parse(await postJson("/api/staff/auth/start", {})).url;
}

/** The query parameters the identity provider sends back, and the only ones handed on. */
export const CALLBACK_PARAMS = ["code", "state", "iss", "error", "error_description"] as const;

/**
 * POST /api/staff/auth/callback with what the identity provider sent back: stores the staff session
 * and reads who it belongs to, so the staff frame sees it at once.
 */
export async function staffSignInComplete(
  client: QueryClient,
  answer: Partial<Record<(typeof CALLBACK_PARAMS)[number], string>>,
): Promise<SessionInfo> {
  const { staffSignInResponse } = await import("@portal/schemas/staff");
  const { sessionId } = staffSignInResponse.parse(await postJson("/api/staff/auth/callback", answer));
  startSession(sessionId);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryOptions().queryKey[0] });
  const session = await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  if (session === null) throw new Error("Session missing right after sign-in");
  return session;
}
