import { describe, expect, it } from "vitest";
import { formatClock, formatDayMonth, formatWeekday } from "./format.ts";

describe("day and time formats", () => {
  it("shows a day of a week as D.M. without leading zeros", () => {
    expect(formatDayMonth("2026-11-26")).toBe("26.11.");
    expect(formatDayMonth("2026-01-05")).toBe("5.1.");
  });

  it("names the weekday in either language, whatever the device zone", () => {
    expect(formatWeekday("2026-11-26", "fi")).toBe("Torstai");
    expect(formatWeekday("2026-11-26", "en")).toBe("Thursday");
    expect(formatWeekday("2026-11-29", "fi")).toBe("Sunnuntai");
  });

  it("writes times of day with a dot", () => {
    expect(formatClock("19:00")).toBe("19.00");
    expect(formatClock("07:30")).toBe("07.30");
  });
});
