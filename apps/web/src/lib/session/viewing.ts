/*
 * A staff member's view of a tenant's pages (impersonation). The staff session waits in this tab's
 * session storage while the viewing's session is the stored one, so ending the viewing returns to the
 * staff pages signed in. A write the server refuses as read-only is announced by the banner.
 */

const STAFF_SESSION_KEY = "staffSessionWhileViewing";

/** Fired by the API client when the server refused a write of a viewing (403 IMPERSONATION_READ_ONLY). */
export const READ_ONLY_EVENT = "portal:impersonation-read-only";

/** The staff administrative home, where an ended viewing returns. */
export const STAFF_HOME_PATH = "/hallinta";

export function keepStaffSession(sessionId: string): void {
  sessionStorage.setItem(STAFF_SESSION_KEY, sessionId);
}

/** The staff session kept when the viewing began, or null. */
export function keptStaffSession(): string | null {
  return sessionStorage.getItem(STAFF_SESSION_KEY);
}

/** For the API client: announces a refused write when the answer says read-only. */
export function announceReadOnly(res: Response): void {
  if (res.status !== 403) return;
  res
    .clone()
    .json()
    .then((body: unknown) => {
      if ((body as { error?: unknown } | null)?.error === "IMPERSONATION_READ_ONLY")
        window.dispatchEvent(new Event(READ_ONLY_EVENT));
    })
    .catch(() => undefined);
}
