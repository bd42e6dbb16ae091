import { describe, expect, it } from "vitest";
import { formatInstantDate, formatInstantTime } from "./instant.ts";

describe("API moments in Helsinki time", () => {
  it("shows the Helsinki day, D.M.YYYY, also just after midnight there", () => {
    expect(formatInstantDate("2026-03-04T10:00:00.000Z")).toBe("4.3.2026");
    expect(formatInstantDate("2026-12-31T22:30:00.000Z")).toBe("1.1.2027");
  });

  it("shows the clock as HH.mm, summer time included", () => {
    expect(formatInstantTime("2026-01-15T07:05:00.000Z")).toBe("09.05");
    expect(formatInstantTime("2026-07-15T07:05:00.000Z")).toBe("10.05");
  });
});
