/*
 * The billing pages' state rules as plain functions without the validation library, so the web
 * uses them before its schemas load and the server and the web agree on them.
 */
import { DEBT_CARD_MIN_AGE_DAYS, RANGE_MONTHS_BEFORE, type BalanceLabel } from "./billing.constants.ts";

/** A period's label from its closing balance (paid minus billed): below zero remaining, above advance. */
export function balanceLabel(sumAfter: number): BalanceLabel {
  // Balances are euros with two decimals; compare in cents so float noise never makes a label.
  const balanceCents = Math.round(sumAfter * 100);
  if (balanceCents < 0) return "remaining";
  if (balanceCents > 0) return "advance";
  return "upToDate";
}

/** A month as one number (year*12+month), the way the range selectors count. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + month;
}

/** The month a monthIndex stands for. */
export function fromMonthIndex(index: number): { year: number; month: number } {
  const month = ((index - 1) % 12) + 1;
  return { year: (index - month) / 12, month };
}

/**
 * The history's default range: the newest period and the two months before it. Null when there is
 * no history yet.
 */
export function defaultRange(
  items: readonly { year: number; month: number }[],
): { rangeStart: number; rangeEnd: number } | null {
  if (items.length === 0) return null;
  const rangeEnd = Math.max(...items.map((i) => monthIndex(i.year, i.month)));
  return { rangeStart: rangeEnd - RANGE_MONTHS_BEFORE, rangeEnd };
}

function daysBefore(date: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

/**
 * The home page's debt card: only when something is due and some debt's due date lies more than
 * seven days before today (a few days' delay does not warrant the card).
 */
export function showDebtCard(
  debt: { currentDue: number; debtByMonth: readonly { debtByTarget: readonly { dueDate: string }[] }[] },
  today: string,
): boolean {
  if (Math.round(debt.currentDue * 100) === 0) return false;
  return debt.debtByMonth.some((m) =>
    m.debtByTarget.some((t) => daysBefore(t.dueDate, today) > DEBT_CARD_MIN_AGE_DAYS),
  );
}

/** Cents to the API's euros (two decimals at most). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros typed or received to integer cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
