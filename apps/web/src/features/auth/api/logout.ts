import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/** POST /api/logout. Signing out goes on locally even if this fails, so the failure is only logged. */
export async function logout(): Promise<void> {
  try {
    await parseOk(await postJson("/api/logout", {}));
  } catch (error) {
    console.warn("Sign-out request failed", error);
  }
}
