import { describe, expect, it } from "vitest";
import {
  balanceLabel,
  centsToEuros,
  defaultRange,
  eurosToCents,
  fromMonthIndex,
  monthIndex,
  showDebtCard,
} from "./billing.rules.ts";
import { euros } from "./billing.ts";

describe("balance label", () => {
  it("is remaining below zero, advance above zero, otherwise up to date", () => {
    expect(balanceLabel(-0.01)).toBe("remaining");
    expect(balanceLabel(-845)).toBe("remaining");
    expect(balanceLabel(0.01)).toBe("advance");
    expect(balanceLabel(0)).toBe("upToDate");
    expect(balanceLabel(-0)).toBe("upToDate");
    // Float noise from adding euros is not a balance.
    expect(balanceLabel(0.1 + 0.2 - 0.3)).toBe("upToDate");
  });
});

describe("default range", () => {
  it("is the newest period and two months before it", () => {
    const items = [
      { year: 2025, month: 12 },
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
    ];
    const range = defaultRange(items)!;
    expect(range.rangeEnd).toBe(2026 * 12 + 2);
    expect(fromMonthIndex(range.rangeStart)).toEqual({ year: 2025, month: 12 });
    expect(fromMonthIndex(range.rangeEnd)).toEqual({ year: 2026, month: 2 });
  });
  it("crosses the year and is null without history", () => {
    expect(fromMonthIndex(defaultRange([{ year: 2026, month: 1 }])!.rangeStart)).toEqual({
      year: 2025,
      month: 11,
    });
    expect(defaultRange([])).toBeNull();
  });
  it("month indexes go both ways", () => {
    for (let i = monthIndex(2024, 1); i < monthIndex(2028, 1); i++)
      expect(monthIndex(fromMonthIndex(i).year, fromMonthIndex(i).month)).toBe(i);
  });
});

describe("debt card", () => {
  const debt = (currentDue: number, dueDates: string[]) => ({
    currentDue,
    debtByMonth: [{ debtByTarget: dueDates.map((dueDate) => ({ dueDate })) }],
  });
  it("shows when something is due and some due date is more than 7 days old", () => {
    expect(showDebtCard(debt(100, ["2026-03-08"]), "2026-03-16")).toBe(true);
    expect(showDebtCard(debt(100, ["2026-03-14", "2026-02-02"]), "2026-03-16")).toBe(true);
  });
  it("does not show for exactly 7 days, newer debt or nothing due", () => {
    expect(showDebtCard(debt(100, ["2026-03-09"]), "2026-03-16")).toBe(false);
    expect(showDebtCard(debt(100, ["2026-03-15"]), "2026-03-16")).toBe(false);
    expect(showDebtCard(debt(0, ["2026-01-02"]), "2026-03-16")).toBe(false);
    expect(showDebtCard({ currentDue: 5, debtByMonth: [] }, "2026-03-16")).toBe(false);
  });
});

describe("euros and cents", () => {
  it("round-trip every cent amount and pass the schema", () => {
    for (const c of [0, 1, 7, 10, 99, 12345, 84550, 99999999, -1, -84550]) {
      expect(eurosToCents(centsToEuros(c))).toBe(c);
      expect(euros.safeParse(centsToEuros(c)).success).toBe(true);
    }
  });
});
