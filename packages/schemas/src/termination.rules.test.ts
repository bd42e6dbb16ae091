import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedEndDates,
  firstAllowedEndDate,
  helsinkiDate,
  isAllowedEndDate,
  isFinnishIban,
  isValidIban,
  monthEnd,
  normaliseIban,
  splitPercentages,
} from "./termination.rules.ts";

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Every calendar day from 2023 through 2029: two leap years (2024, 2028) and five common ones. */
const EVERY_DAY = Array.from({ length: (Date.UTC(2030, 0, 1) - Date.UTC(2023, 0, 1)) / DAY }, (_, i) =>
  iso(Date.UTC(2023, 0, 1) + i * DAY),
);
const isMonthEnd = (date: string) => iso(Date.parse(`${date}T00:00:00Z`) + DAY).endsWith("-01");
const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

describe("the end dates a notice may choose", () => {
  it("are, for every day of seven years, six consecutive month ends starting one month after the month of notice", () => {
    for (const today of EVERY_DAY) {
      const dates = allowedEndDates(today);
      expect(dates).toHaveLength(6);
      dates.forEach((date, i) => {
        expect(isMonthEnd(date), `${today} → ${date}`).toBe(true);
        expect(monthNumber(date) - monthNumber(today)).toBe(i + 1);
      });
      expect(dates[0]).toBe(firstAllowedEndDate(today));
      // Always more than the notice period after today, never more than two months.
      const days = (Date.parse(dates[0]!) - Date.parse(today)) / DAY;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(61);
    }
  });

  it("hold for any day and notice period (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_DAY), fc.integer({ min: 0, max: 12 }), (today, months) => {
        const dates = allowedEndDates(today, months);
        expect(dates.every(isMonthEnd)).toBe(true);
        expect(monthNumber(dates[0]!) - monthNumber(today)).toBe(months);
        expect(dates.every((d) => isAllowedEndDate(d, today, months))).toBe(true);
        // A day after a month end is never allowed.
        expect(isAllowedEndDate(iso(Date.parse(dates[0]!) + DAY), today, months)).toBe(false);
      }),
    );
  });

  it("counts from the month end whatever the day of notice, with leap years", () => {
    expect(allowedEndDates("2026-11-01")).toEqual([
      "2026-12-31",
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    expect(firstAllowedEndDate("2026-11-30")).toBe("2026-12-31");
    expect(firstAllowedEndDate("2027-12-31")).toBe("2028-01-31");
    expect(firstAllowedEndDate("2028-01-15")).toBe("2028-02-29");
    expect(firstAllowedEndDate("2029-01-31")).toBe("2029-02-28");
    expect(isAllowedEndDate("2026-12-30", "2026-11-26")).toBe(false);
    expect(isAllowedEndDate("2026-11-30", "2026-11-26")).toBe(false);
    expect(isAllowedEndDate("2027-06-30", "2026-11-26")).toBe(false);
    expect(isAllowedEndDate("2027-05-31", "2026-11-26")).toBe(true);
    expect(monthEnd("2024-02-10", 0)).toBe("2024-02-29");
  });

  it("take the day in Helsinki, not in UTC", () => {
    // 30 November 22:30 UTC is already 1 December in Helsinki (UTC+2 in winter).
    expect(helsinkiDate(new Date("2026-11-30T22:30:00Z"))).toBe("2026-12-01");
    expect(helsinkiDate(new Date("2026-11-30T21:59:00Z"))).toBe("2026-11-30");
    // Summer time: UTC+3.
    expect(helsinkiDate(new Date("2026-06-30T21:00:00Z"))).toBe("2026-07-01");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2023-01-01"), max: new Date("2029-12-31"), noInvalidDate: true }),
        (at) => {
          const day = helsinkiDate(at);
          const offsetHours = (Date.parse(`${day}T00:00:00Z`) - at.getTime()) / 3_600_000;
          // The Helsinki day started 0–24 hours before the instant plus Helsinki's offset (2 or 3 hours).
          expect(offsetHours).toBeLessThanOrEqual(3);
          expect(offsetHours).toBeGreaterThan(-22);
        },
      ),
    );
  });
});

describe("the deposit refund split", () => {
  it("is round(100 / count) each, the last taking the rest, always summing to 100", () => {
    expect(splitPercentages(1)).toEqual([100]);
    expect(splitPercentages(2)).toEqual([50, 50]);
    expect(splitPercentages(3)).toEqual([33, 33, 34]);
    expect(splitPercentages(6)).toEqual([17, 17, 17, 17, 17, 15]);
    expect(splitPercentages(0)).toEqual([]);
    for (let count = 1; count <= 10; count++) {
      const shares = splitPercentages(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
      expect(shares.slice(0, -1).every((s) => s === Math.round(100 / count))).toBe(true);
      expect(shares.every((s) => s >= 1 && s <= 100)).toBe(true);
    }
  });
});

describe("account numbers", () => {
  it("are checked by country, length and check digits, and kept in capitals without spaces", () => {
    expect(isValidIban("FI21 1234 5600 0007 85")).toBe(true);
    expect(isValidIban("fi21 1234 5600 0007 85")).toBe(true);
    expect(normaliseIban("fi21 1234 5600 0007 85")).toBe("FI2112345600000785");
    expect(isValidIban("FI21 1234 5600 0007 86")).toBe(false);
    expect(isValidIban("FI21")).toBe(false);
    expect(isValidIban("SE45 5000 0000 0583 9825 7466")).toBe(true);
    expect(isFinnishIban("FI2112345600000785")).toBe(true);
    expect(isFinnishIban("SE4550000000058398257466")).toBe(false);
  });
});
