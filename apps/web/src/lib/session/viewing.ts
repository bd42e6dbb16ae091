/*
 * A staff member's view of a tenant's pages (impersonation). The staff session waits in this tab's
 * session storage while the viewing's session is the stored one, so ending the viewing returns to the
 * staff pages signed in.
 */

const STAFF_SESSION_KEY = "staffSessionWhileViewing";

/** The staff administrative home, where an ended viewing returns. */
export const STAFF_HOME_PATH = "/hallinta";

export function keepStaffSession(sessionId: string): void {
  sessionStorage.setItem(STAFF_SESSION_KEY, sessionId);
}

/** The staff session kept when the viewing began, or null. */
export function keptStaffSession(): string | null {
  return sessionStorage.getItem(STAFF_SESSION_KEY);
}
