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
import { addDays, addMonths } from "../../lib/dates.ts";

export interface Ledger {
  startDate: string;
  endDate: string | null;
  lines: LedgerLine[];
  payments: LedgerPayment[];
}

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
const lastDayOf = (periodStart: string) => addDays(addMonths(periodStart, 1), -1);

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
export function historyPeriods(ledger: Ledger, today: string): string[] {
  const historyStart = `${HISTORY_START}-01`;
  const current = monthOf(today);
  const first = monthOf(ledger.startDate) > historyStart ? monthOf(ledger.startDate) : historyStart;
  let last = ledger.endDate && ledger.endDate < today ? monthOf(ledger.endDate) : current;
  for (const l of ledger.lines) if (l.periodStart > last) last = l.periodStart;
  for (const p of ledger.payments) if (monthOf(p.paidDate) > last) last = monthOf(p.paidDate);
  if (last > current) last = current;
  const out: string[] = [];
  for (let p = first; p <= last; p = addMonths(p, 1)) out.push(p);
  return out;
}

/** Every period's bill lines and payments with its opening and closing balance, newest first. */
export function buildHistory(ledger: Ledger, today: string): BillingHistoryItem[] {
  const periods = historyPeriods(ledger, today);
  if (periods.length === 0) return [];
  const billedBy = new Map<string, LedgerLine[]>();
  const paidBy = new Map<string, LedgerPayment[]>();
  let balance = 0;
  const first = periods[0]!;
  for (const l of ledger.lines) {
    if (l.periodStart < first) balance -= l.amountCents;
    else billedBy.set(l.periodStart, (billedBy.get(l.periodStart) ?? []).concat(l));
  }
  for (const p of ledger.payments) {
    const month = monthOf(p.paidDate);
    if (month < first) balance += p.amountCents;
    else paidBy.set(month, (paidBy.get(month) ?? []).concat(p));
  }
  const items = periods.map((startDate) => {
    const lines = (billedBy.get(startDate) ?? []).sort(compareLines);
    const paid = (paidBy.get(startDate) ?? []).sort((a, b) =>
      a.paidDate < b.paidDate ? -1 : a.paidDate > b.paidDate ? 1 : 0,
    );
    const before = balance;
    balance += paid.reduce((s, p) => s + p.amountCents, 0) - lines.reduce((s, l) => s + l.amountCents, 0);
    const endDate = lastDayOf(startDate);
    return {
      startDate,
      endDate,
      year: Number(startDate.slice(0, 4)),
      month: Number(startDate.slice(5, 7)),
      isCurrent: startDate <= today && today <= endDate,
      sumBefore: centsToEuros(before),
      sumAfter: centsToEuros(balance),
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

/** Open lines whose due date has passed, by the month they were billed in (oldest first). */
export function buildDebt(
  ledger: Ledger,
  today: string,
  allocation: Allocation = allocate(ledger.lines, ledger.payments),
): DebtResponse {
  const months = new Map<string, DebtResponse["debtByMonth"][number]>();
  const monthCents = new Map<string, number>();
  let total = 0;
  for (const line of allocation.lines) {
    const open = allocation.openCents.get(line.id) ?? 0;
    if (open <= 0 || line.dueDate >= today) continue;
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
    periodEndDate: lastDayOf(periodStartDate),
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
