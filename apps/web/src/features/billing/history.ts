import type { BillingHistoryItem } from "@portal/schemas/billing";
import type { HistoryFilter } from "@portal/schemas/billing.constants";
import { defaultRange, eurosToCents, monthIndex } from "@portal/schemas/billing.rules";

export function periodIndex(item: Pick<BillingHistoryItem, "year" | "month">): number {
  return monthIndex(item.year, item.month);
}

export type Range = { start: number; end: number };

/** Newest first, whatever order the answer had. */
export function sortNewestFirst(items: readonly BillingHistoryItem[]): BillingHistoryItem[] {
  return [...items].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/**
 * The shared default (the newest period and the two months before it), its start moved up to the
 * oldest period there is, so that the start selector always shows a month it offers.
 */
export function initialRange(items: readonly BillingHistoryItem[]): Range | undefined {
  const range = defaultRange(items);
  if (!range) return undefined;
  const oldest = Math.min(...items.map(periodIndex));
  return { start: Math.max(range.rangeStart, oldest), end: range.rangeEnd };
}

/** A new start or end; the other end follows, so the range never turns inside out. */
export function moveRange(range: Range, which: "start" | "end", to: number): Range {
  if (which === "start") return { start: to, end: Math.max(range.end, to) };
  return { start: Math.min(range.start, to), end: to };
}

export function inRange(items: readonly BillingHistoryItem[], range: Range): BillingHistoryItem[] {
  return items.filter((item) => periodIndex(item) >= range.start && periodIndex(item) <= range.end);
}

export type MonthTotals = {
  index: number;
  year: number;
  month: number;
  billedCents: number;
  paidCents: number;
};

/** Billed and paid per period in the range, oldest first: the chart's and its table's figures. */
export function monthTotals(items: readonly BillingHistoryItem[]): MonthTotals[] {
  return [...items]
    .sort((a, b) => periodIndex(a) - periodIndex(b))
    .map((item) => ({
      index: periodIndex(item),
      year: item.year,
      month: item.month,
      billedCents: sumCents(item.billed),
      paidCents: sumCents(item.paid),
    }));
}

export function sumCents(lines: readonly { amountEuros: number }[]): number {
  return lines.reduce((sum, line) => sum + eurosToCents(line.amountEuros), 0);
}

/** Which of a period's lists the filter shows. */
export function shows(filter: HistoryFilter, list: "billed" | "paid"): boolean {
  return filter === "all" || filter === list;
}
