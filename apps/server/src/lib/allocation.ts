// Payments allocated to bill lines, oldest due first. Nothing of this is stored: debt, balances and
// a receipt's "what it paid" are all computed again from the bills and payments themselves.
import { BILL_REASONS, type BillReason } from "@portal/schemas/billing.constants";

export interface LedgerLine {
  id: string;
  periodStart: string;
  reason: BillReason;
  nameOnBill: string;
  amountCents: number;
  dueDate: string;
}

export interface LedgerPayment {
  id: string;
  payerName: string;
  amountCents: number;
  paidDate: string;
  /** Orders payments of the same day (ISO timestamp text). */
  createdAt: string;
}

export interface Allocation {
  /** What is still unpaid of each line, by line id (0 when paid). */
  openCents: Map<string, number>;
  /** The lines each payment paid, in the order it paid them. */
  byPayment: Map<string, { lineId: string; cents: number }[]>;
  /** Money not needed by any line yet: paid ahead. */
  creditCents: number;
  /** Lines in allocation order (oldest due first). */
  lines: LedgerLine[];
}

const reasonRank = new Map(BILL_REASONS.map((r, i) => [r, i]));

/**
 * Oldest due first; lines due the same day by reason, then by name and amount, so the order never
 * depends on the query or on ids (lines equal in all of these are interchangeable), then by id.
 */
export function compareLines(a: LedgerLine, b: LedgerLine): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  const r = (reasonRank.get(a.reason) ?? 99) - (reasonRank.get(b.reason) ?? 99);
  if (r !== 0) return r;
  if (a.nameOnBill !== b.nameOnBill) return a.nameOnBill < b.nameOnBill ? -1 : 1;
  if (a.amountCents !== b.amountCents) return a.amountCents - b.amountCents;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function comparePayments(a: LedgerPayment, b: LedgerPayment): number {
  if (a.paidDate !== b.paidDate) return a.paidDate < b.paidDate ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Each payment, in the order received, pays the oldest open lines first; what is left over waits
 * as credit for lines billed later. A credit line (negative amount) adds to the money available.
 */
export function allocate(lines: readonly LedgerLine[], payments: readonly LedgerPayment[]): Allocation {
  const ordered = lines.filter((l) => l.amountCents > 0).sort(compareLines);
  const openCents = new Map(ordered.map((l) => [l.id, l.amountCents]));
  const byPayment = new Map<string, { lineId: string; cents: number }[]>();
  let cursor = 0;
  const pay = (cents: number, record?: { lineId: string; cents: number }[]) => {
    let left = cents;
    while (left > 0 && cursor < ordered.length) {
      const line = ordered[cursor]!;
      const open = openCents.get(line.id)!;
      const take = Math.min(open, left);
      openCents.set(line.id, open - take);
      record?.push({ lineId: line.id, cents: take });
      left -= take;
      if (open - take === 0) cursor++;
    }
    return left;
  };
  let creditCents = 0;
  for (const credit of lines.filter((l) => l.amountCents < 0)) creditCents += pay(-credit.amountCents);
  for (const p of [...payments].sort(comparePayments)) {
    const record: { lineId: string; cents: number }[] = [];
    creditCents += pay(p.amountCents, record);
    byPayment.set(p.id, record);
  }
  for (const l of lines) if (l.amountCents <= 0) openCents.set(l.id, 0);
  return { openCents, byPayment, creditCents, lines: ordered };
}

export interface PaymentUse {
  /** The lines the payment paid, oldest due first, with how much of each. */
  lines: { reason: BillReason; nameOnBill: string; periodStart: string; dueDate: string; cents: number }[];
  /** What of the payment no line needed yet: paid ahead. */
  advanceCents: number;
}

/** What one payment was allocated to, as a receipt lists it; null when the payment is not in the ledger. */
export function describePayment(
  lines: readonly LedgerLine[],
  payments: readonly LedgerPayment[],
  paymentId: string,
): PaymentUse | null {
  const payment = payments.find((p) => p.id === paymentId);
  if (!payment) return null;
  const allocation = allocate(lines, payments);
  const byId = new Map(allocation.lines.map((l) => [l.id, l]));
  const used = (allocation.byPayment.get(paymentId) ?? []).map(({ lineId, cents }) => {
    const l = byId.get(lineId)!;
    return {
      reason: l.reason,
      nameOnBill: l.nameOnBill,
      periodStart: l.periodStart,
      dueDate: l.dueDate,
      cents,
    };
  });
  return { lines: used, advanceCents: payment.amountCents - used.reduce((s, l) => s + l.cents, 0) };
}
