import { useProfile } from "../lib/session/profileQuery.ts";
import type { Profile } from "@portal/schemas/profile";

export type Session =
  { status: "unknown" } | { status: "signedOut" } | { status: "signedIn"; profile: Profile };

/** Unknown until the first profile answer; a failed check counts as signed out, so nothing private shows without a session the server confirmed. */
export function useSession(): Session {
  const profile = useProfile();
  if (profile.isPending) return { status: "unknown" };
  if (profile.data) return { status: "signedIn", profile: profile.data };
  return { status: "signedOut" };
}
