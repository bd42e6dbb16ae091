import { createHash, randomBytes } from "node:crypto";
import { INACTIVITY_LIMIT_MS, SESSION_ABSOLUTE_LIMIT_MS } from "@portal/schemas/auth";
import type { SessionKind } from "@portal/schemas/session.constants";
import { IMPERSONATION_SESSION_LIMIT_MS } from "@portal/schemas/impersonation.constants";
import { STAFF_INACTIVITY_LIMIT_MS, STAFF_SESSION_ABSOLUTE_LIMIT_MS } from "@portal/schemas/staff.constants";

/** Writing last_activity_at on every request would double the database work of every read. */
export const ACTIVITY_TOUCH_INTERVAL_MS = 60_000;

/** 256 random bits, URL-safe: the token only ever exists in the client and in transit. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Cheap shape check first, so garbage never reaches the database. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionTimes {
  /** Absent: a tenant's session. */
  kind?: SessionKind;
  lastActivityAt: Date;
  expiresAt: Date;
}

/**
 * A staff member's own session is shorter than a tenant's: 8 h idle, 12 h at most; a staff member's
 * view of a tenant's pages lasts 30 minutes at most, used or not.
 */
function limitsOf(kind: SessionKind | undefined): { idle: number; absolute: number } {
  if (kind === "staff") return { idle: STAFF_INACTIVITY_LIMIT_MS, absolute: STAFF_SESSION_ABSOLUTE_LIMIT_MS };
  if (kind === "impersonation")
    return { idle: IMPERSONATION_SESSION_LIMIT_MS, absolute: IMPERSONATION_SESSION_LIMIT_MS };
  return { idle: INACTIVITY_LIMIT_MS, absolute: SESSION_ABSOLUTE_LIMIT_MS };
}

export function absoluteExpiry(createdAt: Date, kind?: SessionKind): Date {
  return new Date(createdAt.getTime() + limitsOf(kind).absolute);
}

export type SessionCheck = { valid: false } | { valid: true; touch: boolean };

/**
 * A tenant's session ends after 24 h without activity or 7 days after sign-in, whichever comes
 * first; a staff session after 8 h without activity or 12 h after sign-in; a viewing of a tenant's
 * pages 30 minutes after it began.
 * `touch` says whether last_activity_at is stale enough to be worth a write.
 */
export function checkSession(s: SessionTimes, now: Date): SessionCheck {
  const t = now.getTime();
  if (t >= s.expiresAt.getTime()) return { valid: false };
  if (t - s.lastActivityAt.getTime() >= limitsOf(s.kind).idle) return { valid: false };
  return { valid: true, touch: t - s.lastActivityAt.getTime() >= ACTIVITY_TOUCH_INTERVAL_MS };
}
