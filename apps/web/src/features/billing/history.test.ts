import { describe, expect, it } from "vitest";
import type { BillingHistoryItem } from "@portal/schemas/billing";
import { inRange, initialRange, monthTotals, moveRange, shows, sortNewestFirst } from "./history.ts";

function period(year: number, month: number, billed: number[] = [], paid: number[] = []): BillingHistoryItem {
  const mm = String(month).padStart(2, "0");
  return {
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-28`,
    year,
    month,
    isCurrent: false,
    sumBefore: 0,
    sumAfter: 0,
    monthUnpaid: 0,
    billed: billed.map((amountEuros) => ({
      reason: "rent",
      reasonName: "Vuokra",
      amountEuros,
      dueDate: `${year}-${mm}-05`,
    })),
    paid: paid.map((amountEuros) => ({ payerName: "Aino", amountEuros, paidDate: `${year}-${mm}-04` })),
  };
}

describe("billing history", () => {
  const items = [period(2025, 11), period(2026, 1), period(2025, 12), period(2025, 10)];

  it("sorts newest first", () => {
    expect(sortNewestFirst(items).map((i) => i.month)).toEqual([1, 12, 11, 10]);
  });

  it("starts with the newest period and the two months before it", () => {
    const range = initialRange(items)!;
    expect(
      inRange(items, range)
        .map((i) => `${i.year}-${i.month}`)
        .sort(),
    ).toEqual(["2025-11", "2025-12", "2026-1"]);
  });

  it("never starts before the oldest period, and has no range without history", () => {
    const young = [period(2026, 1), period(2025, 12)];
    expect(initialRange(young)).toEqual({ start: 2025 * 12 + 12, end: 2026 * 12 + 1 });
    expect(initialRange([])).toBeUndefined();
  });

  it("moves the other end along so the range never turns inside out", () => {
    const range = { start: 10, end: 12 };
    expect(moveRange(range, "start", 14)).toEqual({ start: 14, end: 14 });
    expect(moveRange(range, "end", 8)).toEqual({ start: 8, end: 8 });
    expect(moveRange(range, "start", 11)).toEqual({ start: 11, end: 12 });
  });

  it("sums billed and paid per month in cents, oldest first", () => {
    const totals = monthTotals([period(2026, 1, [500.1, 20.2], [0.1, 0.2]), period(2025, 12, [1])]);
    expect(totals.map((m) => [m.month, m.billedCents, m.paidCents])).toEqual([
      [12, 100, 0],
      [1, 52030, 30],
    ]);
  });

  it("filters lists", () => {
    expect(shows("all", "billed") && shows("all", "paid")).toBe(true);
    expect(shows("billed", "paid")).toBe(false);
    expect(shows("paid", "paid")).toBe(true);
  });
});
