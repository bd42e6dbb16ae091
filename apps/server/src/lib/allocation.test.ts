import { describe, expect, it } from "vitest";
import { allocate, type LedgerLine, type LedgerPayment } from "./allocation.ts";

const line = (
  id: string,
  dueDate: string,
  amountCents: number,
  reason: LedgerLine["reason"] = "rent",
): LedgerLine => ({
  id,
  periodStart: `${dueDate.slice(0, 7)}-01`,
  reason,
  nameOnBill: id,
  amountCents,
  dueDate,
});
const payment = (id: string, paidDate: string, amountCents: number): LedgerPayment => ({
  id,
  payerName: "Aino Asukas",
  amountCents,
  paidDate,
  createdAt: `${paidDate}T10:00:00Z`,
});

describe("allocation", () => {
  it("pays the oldest due lines first, whatever order they are given in", () => {
    const lines = [
      line("mar", "2026-03-02", 80_000),
      line("jan", "2026-01-02", 80_000),
      line("feb", "2026-02-02", 80_000),
    ];
    const result = allocate(lines, [payment("p1", "2026-03-05", 100_000)]);
    expect(result.openCents.get("jan")).toBe(0);
    expect(result.openCents.get("feb")).toBe(60_000);
    expect(result.openCents.get("mar")).toBe(80_000);
    expect(result.byPayment.get("p1")).toEqual([
      { lineId: "jan", cents: 80_000 },
      { lineId: "feb", cents: 20_000 },
    ]);
    expect(result.creditCents).toBe(0);
  });

  it("applies payments in the order received and keeps the rest as credit", () => {
    const lines = [line("jan", "2026-01-02", 50_000), line("feb", "2026-02-02", 50_000)];
    const result = allocate(lines, [
      payment("late", "2026-02-01", 70_000),
      payment("early", "2026-01-01", 40_000),
    ]);
    expect(result.byPayment.get("early")).toEqual([{ lineId: "jan", cents: 40_000 }]);
    expect(result.byPayment.get("late")).toEqual([
      { lineId: "jan", cents: 10_000 },
      { lineId: "feb", cents: 50_000 },
    ]);
    expect(result.creditCents).toBe(10_000);
  });

  it("orders lines due the same day by kind: rent before collection costs and interest", () => {
    const lines = [
      line("interest", "2026-02-02", 500, "penaltyInterest"),
      line("costs", "2026-02-02", 500, "collectionCosts"),
      line("rent", "2026-02-02", 500, "rent"),
    ];
    const result = allocate(lines, [payment("p", "2026-02-02", 700)]);
    expect(result.byPayment.get("p")).toEqual([
      { lineId: "rent", cents: 500 },
      { lineId: "costs", cents: 200 },
    ]);
  });

  it("counts a credit line as money available", () => {
    const result = allocate(
      [line("jan", "2026-01-02", 500), line("refund", "2026-01-10", -200, "other")],
      [],
    );
    expect(result.openCents.get("jan")).toBe(300);
    expect(result.openCents.get("refund")).toBe(0);
  });

  it("never creates or loses a cent", () => {
    for (let seed = 1; seed < 200; seed++) {
      const lines = Array.from({ length: seed % 13 }, (_, i) =>
        line(
          `l${i}`,
          `2026-01-${String(1 + ((i * 7 + seed) % 28)).padStart(2, "0")}`,
          100 + ((i * seed * 37) % 9_000),
        ),
      );
      const payments = Array.from({ length: seed % 5 }, (_, i) =>
        payment(
          `p${i}`,
          `2026-01-${String(1 + ((i * 11 + seed) % 28)).padStart(2, "0")}`,
          1 + ((i * seed * 53) % 12_000),
        ),
      );
      const result = allocate(lines, payments);
      const billed = lines.reduce((s, l) => s + l.amountCents, 0);
      const paid = payments.reduce((s, p) => s + p.amountCents, 0);
      const open = [...result.openCents.values()].reduce((s, c) => s + c, 0);
      expect(billed - open + result.creditCents).toBe(paid);
      for (const p of payments)
        expect(result.byPayment.get(p.id)!.reduce((s, a) => s + a.cents, 0)).toBeLessThanOrEqual(
          p.amountCents,
        );
    }
  });
});
