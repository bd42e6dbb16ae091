// A contract's ledger turned into what the billing pages show. Pure: the bills and payments come in,
// history, debt and the current bill come out, all from one allocation (oldest due lines first).
import type {
  BilledItem,
  BillingHistoryItem,
  CurrentBillResponse,
  DebtResponse,
} from "@portal/schemas/billing";
import { HISTORY_START } from "@portal/schemas/billing.constants";
import { centsToEuros } from "@portal/schemas/billing.rules";
import {
  allocate,
  compareLines,
  type Allocation,
  type LedgerLine,
  type LedgerPayment,
} from "../../lib/allocation.ts";

export interface Ledger {
  startDate: string;
  endDate: string | null;
  lines: LedgerLine[];
  payments: LedgerPayment[];
}

// Month arithmetic on plain numbers (year * 12 + month - 1): history is the busiest billing read,
// and Date objects made per period were most of its time.
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const yearMonthOf = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
function lastDayOf(n: number): string {
  const year = Math.floor(n / 12);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${yearMonthOf(n)}-${n % 12 === 1 && leap ? 29 : DAYS_IN_MONTH[n % 12]}`;
}
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

function billed(line: LedgerLine): BilledItem {
  return {
    reason: line.reason,
    reasonName: line.nameOnBill,
    amountEuros: centsToEuros(line.amountCents),
    dueDate: line.dueDate,
  };
}

/**
 * Periods shown: from 1 April 2025 (or the lease's first month) to this month, or to the lease's
 * last month once it has ended, stretched to any later bill or payment (a final bill, a refund).
 */
export function historyPeriods(ledger: Ledger, today: string): number[] {
  const current = monthNumber(today);
  const start = monthNumber(ledger.startDate);
  const first = Math.max(start, monthNumber(`${HISTORY_START}-01`));
  let last = ledger.endDate && ledger.endDate < today ? monthNumber(ledger.endDate) : current;
  for (const l of ledger.lines) last = Math.max(last, monthNumber(l.periodStart));
  for (const p of ledger.payments) last = Math.max(last, monthNumber(p.paidDate));
  last = Math.min(last, current);
  const out: number[] = [];
  for (let n = first; n <= last; n++) out.push(n);
  return out;
}

/**
 * Every period's bill lines and payments with its opening and closing balance, newest first, and
 * what of the period's own lines is still unpaid (payments pay the oldest lines first).
 */
export function buildHistory(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): BillingHistoryItem[] {
  const periods = historyPeriods(ledger, today);
  if (periods.length === 0) return [];
  const first = periods[0]!;
  const billedBy: LedgerLine[][] = periods.map(() => []);
  const paidBy: LedgerPayment[][] = periods.map(() => []);
  let balance = 0;
  for (const l of ledger.lines) {
    const at = monthNumber(l.periodStart) - first;
    if (at < 0) balance -= l.amountCents;
    else billedBy[at]?.push(l);
  }
  for (const p of ledger.payments) {
    const at = monthNumber(p.paidDate) - first;
    if (at < 0) balance += p.amountCents;
    else paidBy[at]?.push(p);
  }
  const items = periods.map((n, i) => {
    const lines = billedBy[i]!.sort(compareLines);
    const paid = paidBy[i]!.sort((a, b) => (a.paidDate < b.paidDate ? -1 : a.paidDate > b.paidDate ? 1 : 0));
    const before = balance;
    const unpaid = lines.reduce((sum, l) => sum + (allocation.openCents.get(l.id) ?? 0), 0);
    for (const p of paid) balance += p.amountCents;
    for (const l of lines) balance -= l.amountCents;
    const startDate = `${yearMonthOf(n)}-01`;
    const endDate = lastDayOf(n);
    return {
      startDate,
      endDate,
      year: Math.floor(n / 12),
      month: (n % 12) + 1,
      isCurrent: startDate <= today && today <= endDate,
      sumBefore: centsToEuros(before),
      sumAfter: centsToEuros(balance),
      monthUnpaid: centsToEuros(unpaid),
      billed: lines.map(billed),
      paid: paid.map((p) => ({
        payerName: p.payerName,
        amountEuros: centsToEuros(p.amountCents),
        paidDate: p.paidDate,
      })),
    };
  });
  return items.reverse();
}

/** The lines still open whose due date has passed, with what of each is open: the debt. */
export function overdueOpenLines(
  allocation: Allocation,
  today: string,
): { line: LedgerLine; open: number }[] {
  const out: { line: LedgerLine; open: number }[] = [];
  for (const line of allocation.lines) {
    const open = allocation.openCents.get(line.id) ?? 0;
    if (open > 0 && line.dueDate < today) out.push({ line, open });
  }
  return out;
}

/** Open lines whose due date has passed, by the month they were billed in (oldest first). */
export function buildDebt(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): DebtResponse {
  const months = new Map<string, DebtResponse["debtByMonth"][number]>();
  const monthCents = new Map<string, number>();
  let total = 0;
  for (const { line, open } of overdueOpenLines(allocation, today)) {
    total += open;
    const yearMonth = line.periodStart.slice(0, 7);
    const month = months.get(yearMonth) ?? { yearMonth, debtByTarget: [], sum: 0 };
    month.debtByTarget.push({
      reason: line.reason,
      nameOnBill: line.nameOnBill,
      currentDue: centsToEuros(open),
      dueDate: line.dueDate,
    });
    monthCents.set(yearMonth, (monthCents.get(yearMonth) ?? 0) + open);
    month.sum = centsToEuros(monthCents.get(yearMonth)!);
    months.set(yearMonth, month);
  }
  const debtByMonth = [...months.values()].sort((a, b) => (a.yearMonth < b.yearMonth ? -1 : 1));
  return { currentDue: centsToEuros(total), debtByMonth };
}

/** This month's bill, what of it is unpaid, and the overdue debt. */
export function buildCurrent(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): CurrentBillResponse {
  const periodStartDate = monthOf(today);
  const lines = allocation.lines.filter((l) => l.periodStart === periodStartDate);
  let debt = 0;
  for (const l of allocation.lines) if (l.dueDate < today) debt += allocation.openCents.get(l.id) ?? 0;
  const dueDates = lines.map((l) => l.dueDate).sort();
  return {
    totalRent: centsToEuros(lines.reduce((s, l) => s + l.amountCents, 0)),
    difference: centsToEuros(lines.reduce((s, l) => s + (allocation.openCents.get(l.id) ?? 0), 0)),
    debt: centsToEuros(debt),
    dueDate: dueDates[0] ?? null,
    periodStartDate,
    periodEndDate: lastDayOf(monthNumber(today)),
    lines: lines.map(billed),
  };
}

/**
 * What paying everything now takes: every open line billed so far. The due date is the earliest
 * open line's, or null when something is already overdue (pay now) or nothing is open.
 */
export function amountDue(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): { amountDueCents: number; dueDate: string | null } {
  let amountDueCents = 0;
  let dueDate: string | null = null;
  let overdue = false;
  for (const l of allocation.lines) {
    const open = allocation.openCents.get(l.id) ?? 0;
    if (open <= 0 || l.periodStart > monthOf(today)) continue;
    amountDueCents += open;
    if (l.dueDate < today) overdue = true;
    else if (dueDate === null || l.dueDate < dueDate) dueDate = l.dueDate;
  }
  return { amountDueCents, dueDate: overdue ? null : dueDate };
}

/** The first day of the month after `today`'s. */
export const nextMonthStart = (today: string) => `${yearMonthOf(monthNumber(today) + 1)}-01`;

/**
 * What has been paid ahead already: money no line has taken, and what lines of later months have
 * taken. Paying ahead is capped at the next month's bill less this.
 */
export function paidAheadCents(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): number {
  let cents = allocation.creditCents;
  for (const l of allocation.lines)
    if (l.periodStart > monthOf(today) && l.amountCents > 0)
      cents += l.amountCents - (allocation.openCents.get(l.id) ?? 0);
  return cents;
}
