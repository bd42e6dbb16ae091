import { describe, expect, it } from "vitest";
import { INACTIVITY_LIMIT_MS, SESSION_ABSOLUTE_LIMIT_MS } from "@portal/schemas/auth";
import {
  absoluteExpiry,
  checkSession,
  hashSessionToken,
  isWellFormedToken,
  newSessionToken,
} from "./session-rules.ts";

const created = new Date("2026-03-16T10:00:00Z");
const at = (ms: number) => new Date(created.getTime() + ms);
const fresh = { lastActivityAt: created, expiresAt: absoluteExpiry(created) };

describe("session tokens", () => {
  it("are 256 random bits in base64url and differ every time", () => {
    const a = newSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(newSessionToken()).not.toBe(a);
    expect(isWellFormedToken(a)).toBe(true);
  });

  it("are stored as their SHA-256 hex digest", () => {
    expect(hashSessionToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("reject anything that is not a token before it reaches the database", () => {
    for (const bad of ["", "short", "x".repeat(44), "a".repeat(42) + "=", "' or 1=1 --".padEnd(43, "x")]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe("checkSession", () => {
  it("is valid right after sign-in and does not need a write", () => {
    expect(checkSession(fresh, created)).toEqual({ valid: true, touch: false });
    expect(checkSession(fresh, at(59_999))).toEqual({ valid: true, touch: false });
  });

  it("asks for at most one activity write a minute", () => {
    expect(checkSession(fresh, at(60_000))).toEqual({ valid: true, touch: true });
  });

  it("ends after 24 hours without activity", () => {
    expect(checkSession(fresh, at(INACTIVITY_LIMIT_MS - 1)).valid).toBe(true);
    expect(checkSession(fresh, at(INACTIVITY_LIMIT_MS)).valid).toBe(false);
  });

  it("ends 7 days after sign-in however active the tenant is", () => {
    const active = { ...fresh, lastActivityAt: at(SESSION_ABSOLUTE_LIMIT_MS - 1000) };
    expect(checkSession(active, at(SESSION_ABSOLUTE_LIMIT_MS - 1)).valid).toBe(true);
    expect(checkSession(active, at(SESSION_ABSOLUTE_LIMIT_MS)).valid).toBe(false);
  });
});
