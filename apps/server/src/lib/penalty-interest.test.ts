import { describe, expect, it } from "vitest";
import { daysLate, penaltyInterestCents } from "./penalty-interest.ts";

const flat = [{ from: "2000-01-01", percent: 2 }];

describe("penalty interest", () => {
  it("is nothing when paid on time or at most three days late", () => {
    expect(penaltyInterestCents(80_000, "2026-03-02", "2026-03-01", flat)).toBe(0);
    expect(penaltyInterestCents(80_000, "2026-03-02", "2026-03-02", flat)).toBe(0);
    expect(penaltyInterestCents(80_000, "2026-03-02", "2026-03-05", flat)).toBe(0);
  });

  it("counts every late day at reference + 7 % over 365 once past the grace", () => {
    // Four days late: 800 € × 9 % × 4 / 365 = 0.789 € → 79 cents.
    expect(penaltyInterestCents(80_000, "2026-03-02", "2026-03-06", flat)).toBe(79);
    // A whole (non-leap) year: 9 % of the amount.
    expect(penaltyInterestCents(100_000, "2025-03-02", "2026-03-02", flat)).toBe(9_000);
    // act/365 also in a leap year: 366 days are 366/365 of the yearly rate.
    expect(penaltyInterestCents(100_000, "2024-01-01", "2025-01-01", flat)).toBe(9_025);
  });

  it("uses each half-year's reference rate from its first day", () => {
    const rates = [
      { from: "2025-01-01", percent: 3 },
      { from: "2025-07-01", percent: 1 },
    ];
    // 20 days at 10 % (June 11-30) and 10 days at 8 % (July 1-10) on 365 €.
    expect(penaltyInterestCents(36_500, "2025-06-10", "2025-07-10", rates)).toBe(
      Math.round((365 * (20 * 10 + 10 * 8)) / 365),
    );
  });

  it("counts days late from the due date", () => {
    expect(daysLate("2026-03-02", "2026-03-01")).toBe(0);
    expect(daysLate("2026-02-27", "2026-03-02")).toBe(3);
  });
});
