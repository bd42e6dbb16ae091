import { describe, expect, it } from "vitest";
import { addDays, endOfMonth, firstOfNextMonth, isoWeekday, mondayOf, slotStarts } from "./week.ts";

describe("week arithmetic", () => {
  it("finds the Monday of any day, across months and years", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });

  it("adds days over daylight saving changes and month ends", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-11-30", 7)).toBe("2026-12-07");
    expect(addDays("2026-11-23", -7)).toBe("2026-11-16");
  });

  it("numbers weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-26")).toBe(4);
    expect(isoWeekday("2026-11-29")).toBe(7);
  });

  it("knows the month's last day and the next month's first", () => {
    expect(endOfMonth("2026-11-23")).toBe("2026-11-30");
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(firstOfNextMonth("2026-12-15")).toBe("2027-01-01");
  });

  it("lists the slot starts that end by closing time", () => {
    expect(slotStarts("14:00", "22:00", 60)).toEqual([
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
    ]);
    expect(slotStarts("07:00", "22:00", 180)).toEqual(["07:00", "10:00", "13:00", "16:00", "19:00"]);
  });
});
