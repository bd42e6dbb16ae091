import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BillingHistoryItem } from "@portal/schemas/billing";
import { PeriodList } from "./PeriodList.tsx";

const november: BillingHistoryItem = {
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  year: 2026,
  month: 11,
  isCurrent: true,
  sumBefore: -1518.67,
  sumAfter: -2523.67,
  monthUnpaid: 1005,
  billed: [
    { reason: "rent", reasonName: "Vuokra", amountEuros: 965, dueDate: "2026-11-05" },
    { reason: "water", reasonName: "Vesimaksu", amountEuros: 40, dueDate: "2026-11-05" },
  ],
  paid: [],
};

const text = (node: HTMLElement) => node.textContent?.replace(/\s/g, " ");

describe("PeriodList", () => {
  it("shows what of the month's own bills is unpaid, and the running balance labelled as such", () => {
    render(<PeriodList items={[november]} filter="all" />);
    const badge = screen.getByText(/Tämän kuun laskuista maksamatta/);
    expect(text(badge)).toBe("Tämän kuun laskuista maksamatta 1 005,00 €");
    expect(screen.queryByText(/^Maksamatta 2/)).toBeNull();
    const running = screen.getByText(/Saldo kuun lopussa/);
    expect(text(running)).toBe("Saldo kuun lopussa, kaikki kuukaudet mukaan lukien: maksamatta 2 523,67 €");
  });

  it("says a month's bills are paid even when older debt remains, and gives no badge without bills", () => {
    const paid = { ...november, monthUnpaid: 0 };
    const empty = {
      ...november,
      startDate: "2026-10-01",
      month: 10,
      isCurrent: false,
      billed: [],
      monthUnpaid: 0,
      sumAfter: 12,
    };
    render(<PeriodList items={[paid, empty]} filter="all" />);
    expect(screen.getAllByText("Tämän kuun laskut maksettu")).toHaveLength(1);
    expect(text(screen.getAllByText(/Saldo kuun lopussa/)[1]!)).toBe(
      "Saldo kuun lopussa, kaikki kuukaudet mukaan lukien: ennakkoa 12,00 €",
    );
  });
});
