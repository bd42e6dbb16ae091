import type { SessionInfo } from "@portal/schemas/session";
import { useSessionInfo } from "../lib/session/sessionQuery.ts";

export type Session =
  { status: "unknown" } | { status: "signedOut" } | { status: "signedIn"; info: SessionInfo };

/** Unknown until the first session check answers; a failed check counts as signed out, so nothing private shows without a session the server confirmed. */
export function useSession(): Session {
  const session = useSessionInfo();
  if (session.isPending) return { status: "unknown" };
  if (session.data) return { status: "signedIn", info: session.data };
  return { status: "signedOut" };
}
