import { INACTIVITY_LIMIT_MS, LAST_ACTIVITY_KEY, SESSION_ID_KEY } from "../contract.ts";

/** True when the session has been idle for the whole limit, or its timestamp is missing or broken. */
export function isSessionIdle(lastActivity: number | null, now: number): boolean {
  if (lastActivity === null || !Number.isFinite(lastActivity)) return true;
  return now - lastActivity >= INACTIVITY_LIMIT_MS;
}

function readLastActivity(): number | null {
  const raw = localStorage.getItem(LAST_ACTIVITY_KEY);
  return raw === null ? null : Number(raw);
}

export function startSession(sessionId: string, now = Date.now()): void {
  localStorage.setItem(SESSION_ID_KEY, sessionId);
  localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** Everything the browser holds for the tenant goes, so a shared computer keeps nothing behind. */
export function clearSession(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * The session id to send, or null. An idle session is dropped here rather than on a timer so that
 * a laptop waking up after a day cannot send one more request with the old id.
 */
export function currentSessionId(now = Date.now()): string | null {
  const id = localStorage.getItem(SESSION_ID_KEY);
  if (id === null) return null;
  if (isSessionIdle(readLastActivity(), now)) {
    clearSession();
    return null;
  }
  return id;
}

/** Records activity; does nothing once the session is idle so that a late click cannot revive it. */
export function touchActivity(now = Date.now()): void {
  if (currentSessionId(now) !== null) localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}
