import { postJson } from "../api.ts";

/**
 * POST /api/staff/auth/logout. Signing out goes on locally whatever the answer (a failure is only
 * logged: the session ends at the latest when it expires).
 */
export async function staffSignOutRequest(): Promise<void> {
  try {
    await postJson("/api/staff/auth/logout", {});
  } catch (error) {
    console.warn("Sign-out request failed", error);
  }
}
