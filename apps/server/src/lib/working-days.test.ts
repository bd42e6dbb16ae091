import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  dueAt,
  easterSunday,
  holidays,
  isWorkingDay,
  startOfHelsinkiDay,
} from "./working-days.ts";

describe("Easter", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("Easter Sunday %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("Good Friday, Easter Monday, Ascension Day off in 2026", () => {
    const days = holidays(2026);
    expect(days.get("2026-04-03")).toBe("goodFriday");
    expect(days.get("2026-04-06")).toBe("easterMonday");
    expect(days.get("2026-05-14")).toBe("ascensionDay");
    expect(isWorkingDay("2026-04-02")).toBe(true);
    expect(isWorkingDay("2026-04-03")).toBe(false);
    expect(isWorkingDay("2026-04-06")).toBe(false);
    expect(isWorkingDay("2026-04-07")).toBe(true);
  });

  it("one working day from Maundy Thursday is the Tuesday after Easter", () => {
    expect(addWorkingDays("2026-04-02", 1)).toBe("2026-04-07");
  });
});

describe("Midsummer", () => {
  it.each([
    [2024, "2024-06-21", "2024-06-22"],
    [2025, "2025-06-20", "2025-06-21"],
    [2026, "2026-06-19", "2026-06-20"],
    [2027, "2027-06-25", "2027-06-26"],
  ])("%i: the eve %s (Friday) and the day %s (Saturday)", (year, eve, day) => {
    expect(holidays(year).get(eve)).toBe("midsummerEve");
    expect(holidays(year).get(day)).toBe("midsummerDay");
    expect(isWorkingDay(eve)).toBe(false);
  });

  it("a fault of one working day sent on the Thursday before Midsummer is due when Monday ends", () => {
    expect(addWorkingDays("2026-06-18", 1)).toBe("2026-06-22");
  });
});

describe("Christmas and the turn of the year", () => {
  it("Christmas Eve, Christmas Day and Boxing Day are off", () => {
    for (const date of ["2026-12-24", "2026-12-25", "2026-12-26"]) expect(isWorkingDay(date)).toBe(false);
    expect(isWorkingDay("2026-12-23")).toBe(true);
  });

  it("two working days from 23 December 2026 reach over Christmas and New Year", () => {
    // 24, 25 off (Thu, Fri), weekend, Mon 28 is one, Tue 29 is two.
    expect(addWorkingDays("2026-12-23", 2)).toBe("2026-12-29");
    // 31 Dec (Thu), 1 Jan off (Fri), weekend, Mon 4 Jan, Tue 5, Wed 6 Epiphany off, Thu 7.
    expect(addWorkingDays("2026-12-30", 4)).toBe("2027-01-07");
  });

  it("Independence Day, May Day and All Saints' Day", () => {
    expect(isWorkingDay("2025-12-05")).toBe(true);
    expect(holidays(2025).get("2025-12-06")).toBe("independenceDay");
    expect(isWorkingDay("2026-05-01")).toBe(false);
    expect(holidays(2026).get("2026-10-31")).toBe("allSaintsDay");
    expect(holidays(2027).get("2027-11-06")).toBe("allSaintsDay");
  });
});

describe("due times", () => {
  it("weekends do not count", () => {
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30"); // Friday → Monday
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30"); // Saturday → Monday
    expect(addWorkingDays("2026-11-23", 5)).toBe("2026-11-30"); // Monday → next Monday
  });

  it("Helsinki midnight in winter and summer time", () => {
    expect(startOfHelsinkiDay("2026-01-15").toISOString()).toBe("2026-01-14T22:00:00.000Z");
    expect(startOfHelsinkiDay("2026-07-15").toISOString()).toBe("2026-07-14T21:00:00.000Z");
  });

  it("is the end of the last working day, in Helsinki time", () => {
    // Monday 23 Nov 2026 at 10.00 Helsinki, one working day: due when Tuesday ends.
    expect(dueAt(new Date("2026-11-23T08:00:00Z"), 1).toISOString()).toBe("2026-11-24T22:00:00.000Z");
    // Friday 27 Nov at 23.30 Helsinki (21.30 UTC): still Friday, due when Monday ends.
    expect(dueAt(new Date("2026-11-27T21:30:00Z"), 1).toISOString()).toBe("2026-11-30T22:00:00.000Z");
    // Friday 27 Nov at 00.30 Helsinki Saturday (22.30 UTC Friday): a Saturday there.
    expect(dueAt(new Date("2026-11-27T22:30:00Z"), 1).toISOString()).toBe("2026-11-30T22:00:00.000Z");
    // A message of two working days on Wednesday 23 Dec 2026.
    expect(dueAt(new Date("2026-12-23T10:00:00Z"), 2).toISOString()).toBe("2026-12-29T22:00:00.000Z");
  });
});
