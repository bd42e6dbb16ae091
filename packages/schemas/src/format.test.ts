import { describe, expect, it } from "vitest";
import {
  formatAddressLines,
  formatArea,
  formatClock,
  formatDate,
  formatDayMonth,
  formatEuros,
  formatIban,
  formatInstantDate,
  formatInstantTime,
  formatMinuteOfDay,
  formatMoney,
  formatMonth,
  formatMonthTitle,
  formatNumber,
  formatPhone,
  formatReference,
  formatTime,
  formatWeekday,
} from "./format.ts";

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("format", () => {
  it("shows dates as D.M.YYYY without leading zeros", () => {
    expect(formatDate("2026-01-05")).toBe("5.1.2026");
    expect(formatDate("2025-12-31")).toBe("31.12.2025");
  });

  it("shows money from cents in the Finnish way", () => {
    expect(plain(formatMoney(123450))).toBe("1 234,50 €");
    expect(plain(formatMoney(100))).toBe("1,00 €");
    expect(plain(formatMoney(-5))).toMatch(/^[-−]0,05 €$/);
  });

  it("writes money, numbers and dates as Swedish in Finland writes them too (sv-FI)", () => {
    const sv = (options: Intl.NumberFormatOptions, value: number) =>
      new Intl.NumberFormat("sv-FI", options).format(value);
    expect(formatMoney(123_450)).toBe(sv({ style: "currency", currency: "EUR" }, 1234.5));
    expect(formatNumber(1234.5)).toBe(sv({ maximumFractionDigits: 3 }, 1234.5));
    expect(formatDate("2026-11-26")).toBe(
      new Intl.DateTimeFormat("sv-FI", { timeZone: "UTC" }).format(new Date("2026-11-26T12:00:00Z")),
    );
  });

  it("shows the area with a decimal comma", () => {
    expect(plain(formatArea(52.5))).toBe("52,5 m²");
    expect(plain(formatArea(41))).toBe("41 m²");
  });

  it("shows Helsinki clock time as HH.mm", () => {
    expect(formatTime(new Date("2026-01-15T07:05:00Z"))).toBe("09.05");
    expect(formatTime(new Date("2026-07-15T20:30:00Z"))).toBe("23.30");
  });
});

describe("format euros and months", () => {
  it("shows API euros as Finnish money, rounding away float error", () => {
    expect(plain(formatEuros(1234.5))).toBe("1 234,50 €");
    expect(plain(formatEuros(0.1 + 0.2))).toBe("0,30 €");
  });

  it("names months in the page's language", () => {
    expect(formatMonth(2025, 4, "fi")).toBe("huhtikuu 2025");
    expect(formatMonth(2025, 4, "en")).toBe("April 2025");
    expect(formatMonth(2025, 4, "sv")).toBe("april 2025");
    expect(formatMonth(2025, 12, "fi", "short")).toBe("joulu");
  });
});

describe("formatAddressLines", () => {
  it("puts a second street line after a comma, then postcode and city", () => {
    expect(
      formatAddressLines({
        streetAddressLine1: "Kirsikkatie 4 B 12",
        streetAddressLine2: "c/o Virtanen",
        postalCode: "01300",
        city: "Vantaa",
      }),
    ).toEqual(["Kirsikkatie 4 B 12, c/o Virtanen", "01300 Vantaa"]);
    expect(
      formatAddressLines({
        streetAddressLine1: "Kirsikkatie 4 B 12",
        streetAddressLine2: null,
        postalCode: "01300",
        city: "Vantaa",
      }),
    ).toEqual(["Kirsikkatie 4 B 12", "01300 Vantaa"]);
  });
});

describe("day and time formats", () => {
  it("shows a day of a week as D.M. without leading zeros", () => {
    expect(formatDayMonth("2026-11-26")).toBe("26.11.");
    expect(formatDayMonth("2026-01-05")).toBe("5.1.");
  });

  it("names the weekday in either language, whatever the device zone", () => {
    expect(formatWeekday("2026-11-26", "fi")).toBe("Torstai");
    expect(formatWeekday("2026-11-26", "en")).toBe("Thursday");
    expect(formatWeekday("2026-11-26", "sv")).toBe("Torsdag");
    expect(formatWeekday("2026-11-29", "fi")).toBe("Sunnuntai");
  });

  it("writes times of day with a dot", () => {
    expect(formatClock("19:00")).toBe("19.00");
    expect(formatClock("07:30")).toBe("07.30");
    expect(formatMinuteOfDay(840)).toBe("14.00");
    expect(formatMinuteOfDay(7 * 60 + 5)).toBe("07.05");
  });

  it("capitalises a month heading", () => {
    expect(formatMonthTitle(2025, 4, "fi")).toBe("Huhtikuu 2025");
  });

  it("shows a moment's Helsinki day and clock, also just after midnight there and in summer time", () => {
    expect(formatInstantDate("2026-03-04T10:00:00.000Z")).toBe("4.3.2026");
    expect(formatInstantDate("2026-12-31T22:30:00.000Z")).toBe("1.1.2027");
    expect(formatInstantDate(new Date("2026-12-31T22:30:00.000Z"))).toBe("1.1.2027");
    expect(formatInstantTime("2026-07-15T07:05:00.000Z")).toBe("10.05");
    expect(formatInstantTime("not a time")).toBe("");
  });

  it("leaves what is not a day as it is", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("formatNumber", () => {
  it("groups thousands and writes a decimal comma", () => {
    expect(plain(formatNumber(1234.5))).toBe("1 234,5");
    expect(plain(formatNumber(12.3456, { min: 3, max: 3 }))).toBe("12,346");
    expect(formatNumber(0.5, { max: 0 })).toBe("1");
  });
});

describe("formatReference", () => {
  it("groups a Finnish reference number in fives from the right, as on bills", () => {
    expect(formatReference("1234561")).toBe("12 34561");
    expect(formatReference("12345678901")).toBe("1 23456 78901");
    expect(formatReference("12345")).toBe("12345");
    expect(formatReference("868516259619897")).toBe("86851 62596 19897");
    expect(formatReference("12 3456 1")).toBe("12 34561");
  });

  it("groups an RF reference in fours from the left", () => {
    expect(formatReference("RF18539007547034")).toBe("RF18 5390 0754 7034");
    expect(formatReference("rf18 5390 0754 7034")).toBe("RF18 5390 0754 7034");
  });

  it("leaves anything else as it is", () => {
    expect(formatReference("ABC-1")).toBe("ABC-1");
  });

  it("groups an IBAN in fours", () => {
    expect(formatIban("FI2112345600000785")).toBe("FI21 1234 5600 0007 85");
    expect(formatIban("fi21 1234 5600 0007 85")).toBe("FI21 1234 5600 0007 85");
  });
});

describe("formatPhone", () => {
  it("writes mobile numbers in the international form, grouped", () => {
    expect(formatPhone("0401234567")).toBe("+358 40 123 4567");
    expect(formatPhone("050 123 4567")).toBe("+358 50 123 4567");
    expect(formatPhone("+358441234567")).toBe("+358 44 123 4567");
    expect(formatPhone("045-123 4567")).toBe("+358 45 123 4567");
    expect(formatPhone("00358 40 7654321")).toBe("+358 40 765 4321");
    expect(formatPhone("0451234")).toBe("+358 45 1234");
    expect(formatPhone("045 12345678")).toBe("+358 45 1234 5678");
  });

  it("writes Helsinki landline numbers with the one-digit area code", () => {
    expect(formatPhone("09 1234 5678")).toBe("+358 9 1234 5678");
    expect(formatPhone("091234567")).toBe("+358 9 123 4567");
    expect(formatPhone("+358 (0)9 310 1691")).toBe("+358 9 310 1691");
  });

  it("writes service numbers with their two- or three-digit codes", () => {
    expect(formatPhone("+358 20 555 0100")).toBe("+358 20 555 0100");
    expect(formatPhone("0205550100")).toBe("+358 20 555 0100");
    expect(formatPhone("0300 870 870")).toBe("+358 300 870 870");
    expect(formatPhone("0800 12345")).toBe("+358 800 12345");
    expect(formatPhone("029 497 0000")).toBe("+358 29 497 0000");
  });

  it("keeps the other areas apart from the mobile codes", () => {
    expect(formatPhone("05 1234 567")).toBe("+358 5 123 4567");
    expect(formatPhone("014 123 4567")).toBe("+358 14 123 4567");
  });

  it("leaves short, foreign and unreadable numbers as given, spaces tidied", () => {
    expect(formatPhone("112")).toBe("112");
    expect(formatPhone("+46  8 123 456 78")).toBe("+46 8 123 456 78");
    expect(formatPhone("ask at the door")).toBe("ask at the door");
  });
});
