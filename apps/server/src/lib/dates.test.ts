import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, todayInHelsinki } from "./dates.ts";

describe("dates", () => {
  it("takes today in Helsinki, not UTC", () => {
    expect(todayInHelsinki(new Date("2026-03-15T22:30:00Z"))).toBe("2026-03-16");
    expect(todayInHelsinki(new Date("2026-07-15T20:59:00Z"))).toBe("2026-07-15");
    expect(todayInHelsinki(new Date("2026-07-15T21:00:00Z"))).toBe("2026-07-16");
  });

  it("adds days across months and leap years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-02-14", "2026-03-16")).toBe(30);
  });

  it("clamps months to the last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-03-16", -24)).toBe("2024-03-16");
  });
});
