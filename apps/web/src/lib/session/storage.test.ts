import { INACTIVITY_LIMIT_MS, LAST_ACTIVITY_KEY, SESSION_ID_KEY } from "../contract.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { currentSessionId, isSessionIdle, startSession, touchActivity } from "./storage.ts";

describe("isSessionIdle", () => {
  const now = 1_800_000_000_000;
  it("keeps a session that was used within 24 hours", () => {
    expect(isSessionIdle(now - INACTIVITY_LIMIT_MS + 1, now)).toBe(false);
    expect(isSessionIdle(now, now)).toBe(false);
  });
  it("ends a session idle for 24 hours or more", () => {
    expect(isSessionIdle(now - INACTIVITY_LIMIT_MS, now)).toBe(true);
    expect(isSessionIdle(now - 3 * INACTIVITY_LIMIT_MS, now)).toBe(true);
  });
  it("treats a missing or broken timestamp as idle", () => {
    expect(isSessionIdle(null, now)).toBe(true);
    expect(isSessionIdle(Number.NaN, now)).toBe(true);
  });
});

describe("stored session", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("drops an idle session and everything stored with it", () => {
    startSession("abc", 1000);
    sessionStorage.setItem("language", "en");
    expect(currentSessionId(1000 + INACTIVITY_LIMIT_MS)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem("language")).toBeNull();
  });

  it("moves lastActivity forward while active", () => {
    startSession("abc", 1000);
    touchActivity(5000);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe("5000");
    expect(currentSessionId(5000 + INACTIVITY_LIMIT_MS - 1)).toBe("abc");
  });
});
