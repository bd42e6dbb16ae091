import { describe, expect, it } from "vitest";
import {
  formatAddressLines,
  formatArea,
  formatDate,
  formatEuros,
  formatMoney,
  formatMonth,
  formatTime,
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
