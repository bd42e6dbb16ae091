// The demo ledger of one contract, planned in memory (billing-seed.ts inserts it in batches):
// monthly bills from the history start, bank payments, and the featured tenants' stories.
import { randomUUID } from "node:crypto";
import type { BillReason } from "@portal/schemas/billing.constants";
import { HISTORY_START } from "@portal/schemas/billing.constants";
import { addDays, addMonths } from "../lib/dates.ts";
import { penaltyInterestCents } from "../lib/penalty-interest.ts";

export interface SeedContract {
  id: string;
  startDate: string;
  endDate: string | null;
  monthlyRentCents: number;
  dueDay: number;
  payers: string[];
  residents: number;
  emails: string[];
}

/** Whose ledger tells which story on the demo pages. */
export const STORY = {
  /** Debt older than 7 days with collection costs, penalty interest and sauna fees. */
  debt: "aino.asukas@example.fi",
  /** Paid ahead: every bill on the first day of its month and 200 € extra. */
  advance: "pekka.puhelin@example.fi",
} as const;

export const NAME_ON_BILL: Record<BillReason, string> = {
  rent: "Vuokra",
  water: "Vesimaksu (ennakko)",
  sauna: "Saunamaksu",
  parking: "Autopaikka",
  collectionCosts: "Perintäkulut",
  penaltyInterest: "Viivästyskorko",
  other: "Muu maksu",
};

export const WATER_PER_PERSON_CENTS = 2200;
const SAUNA_CENTS = 1200;
const PARKING_CENTS = 3500;
/** A payment reminder's fee: the most the Debt Collection Act allows for one (5 €). */
const REMINDER_FEE_CENTS = 500;
const AINO_PARTIAL_PAYMENT_CENTS = 50_000;
const ADVANCE_EXTRA_CENTS = 20_000;

export interface TargetRow {
  contractId: string;
  reason: BillReason;
  nameOnBill: string;
  amountCents: number;
  startDate: string;
  endDate: string | null;
}
export interface BillRow {
  id: string;
  contractId: string;
  periodStart: string;
  dueDate: string;
}
export interface LineRow {
  billId: string;
  contractId: string;
  periodStart: string;
  reason: BillReason;
  nameOnBill: string;
  amountCents: number;
  dueDate: string;
}
export interface PaymentRow {
  contractId: string;
  payerName: string;
  amountCents: number;
  paidDate: string;
  source: "bank";
  bankArchiveId: string;
}
export interface Plan {
  targets: TargetRow[];
  bills: BillRow[];
  lines: LineRow[];
  payments: PaymentRow[];
}

function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The due day in the period's month, clamped to the month's last day. */
export function dueDateOf(periodStart: string, dueDay: number): string {
  const last = Number(addDays(addMonths(periodStart, 1), -1).slice(8));
  return `${periodStart.slice(0, 8)}${String(Math.min(dueDay, last)).padStart(2, "0")}`;
}

/** Billing periods of a contract: from the history start (or the lease's month) to this month or the lease end. */
export function periodsOf(c: { startDate: string; endDate: string | null }, today: string): string[] {
  const historyStart = `${HISTORY_START}-01`;
  let p = monthStart(c.startDate) > historyStart ? monthStart(c.startDate) : historyStart;
  const until = monthStart(c.endDate && c.endDate < today ? c.endDate : today);
  const out: string[] = [];
  for (; p <= until; p = addMonths(p, 1)) out.push(p);
  return out;
}

let archiveSeq = 0;
function archiveId(paidDate: string): string {
  archiveSeq++;
  return `${paidDate.replace(/-/g, "")}5FKA${String(archiveSeq).padStart(8, "0")}`;
}

export function planContract(c: SeedContract, today: string, rand: () => number): Plan {
  const story = c.emails.includes(STORY.debt) ? "debt" : c.emails.includes(STORY.advance) ? "advance" : null;
  const target = (reason: BillReason, amountCents: number): TargetRow => ({
    contractId: c.id,
    reason,
    nameOnBill: NAME_ON_BILL[reason],
    amountCents,
    startDate: c.startDate,
    endDate: c.endDate,
  });
  const targets = [
    target("rent", c.monthlyRentCents),
    target("water", WATER_PER_PERSON_CENTS * Math.max(1, c.residents)),
  ];
  if (story === "debt" || (story === null && rand() < 0.25)) targets.push(target("sauna", SAUNA_CENTS));
  if (story === "advance" || (story === null && rand() < 0.3)) targets.push(target("parking", PARKING_CENTS));

  const plan: Plan = { targets, bills: [], lines: [], payments: [] };
  const periods = periodsOf(c, today);
  const current = monthStart(today);
  const pay = (i: number, amountCents: number, paidDate: string) => {
    if (amountCents <= 0 || paidDate > today) return;
    const payerName = c.payers[i % Math.max(1, c.payers.length)] ?? "Tuntematon maksaja";
    plan.payments.push({
      contractId: c.id,
      payerName,
      amountCents,
      paidDate,
      source: "bank",
      bankArchiveId: archiveId(paidDate),
    });
  };

  // A late or unpaid amount whose interest (and reminder fee) the next bill carries.
  let carry: { cents: number; dueDate: string; paidDate: string | null; reminder: boolean } | null = null;
  for (const [i, periodStart] of periods.entries()) {
    const monthsAgo = monthNumber(current) - monthNumber(periodStart);
    const bill: BillRow = {
      id: randomUUID(),
      contractId: c.id,
      periodStart,
      dueDate: dueDateOf(periodStart, c.dueDay),
    };
    plan.bills.push(bill);
    let total = 0;
    const line = (reason: BillReason, amountCents: number) => {
      total += amountCents;
      plan.lines.push({
        billId: bill.id,
        contractId: c.id,
        periodStart,
        reason,
        nameOnBill: NAME_ON_BILL[reason],
        amountCents,
        dueDate: bill.dueDate,
      });
    };
    for (const t of targets) line(t.reason, t.amountCents);
    // Interest on last month's late payment comes on the next bill, as landlords bill it.
    if (carry) {
      line(
        "penaltyInterest",
        penaltyInterestCents(carry.cents, carry.dueDate, carry.paidDate ?? periodStart),
      );
      if (carry.reminder) line("collectionCosts", REMINDER_FEE_CENTS);
      carry = null;
    }

    if (story === "debt") {
      if (monthsAgo === 5)
        pay(i, total, addDays(bill.dueDate, 2)); // late, but within the grace: no interest
      else if (monthsAgo === 4) {
        const paidDate = addDays(bill.dueDate, 12);
        pay(i, total, paidDate);
        carry = { cents: total, dueDate: bill.dueDate, paidDate, reminder: false };
      } else if (monthsAgo === 2) {
        pay(i, AINO_PARTIAL_PAYMENT_CENTS, bill.dueDate);
        carry = {
          cents: total - AINO_PARTIAL_PAYMENT_CENTS,
          dueDate: bill.dueDate,
          paidDate: null,
          reminder: true,
        };
      } else if (monthsAgo > 2) pay(i, total, bill.dueDate);
      continue; // last month and this month stay unpaid
    }
    if (story === "advance") {
      pay(i, total, periodStart);
      if (monthsAgo === 2) pay(i + 1, ADVANCE_EXTRA_CENTS, addDays(periodStart, 14));
      continue;
    }
    if (bill.dueDate <= today) {
      const late = rand() < 0.1;
      const paidDate = late
        ? addDays(bill.dueDate, 1 + Math.floor(rand() * 3))
        : addDays(bill.dueDate, -Math.floor(rand() * 4));
      pay(i, total, paidDate < periodStart ? periodStart : paidDate);
    } else if (rand() < 0.3) pay(i, total, periodStart);
  }
  return plan;
}
