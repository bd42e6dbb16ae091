import type {
  BankTransferResponse,
  BillingHistoryResponse,
  BillingTargetsResponse,
  CurrentBillResponse,
  DebtResponse,
  SecurityDepositResponse,
} from "@portal/schemas/billing";
import { centsToEuros } from "@portal/schemas/billing.rules";
import { allocate } from "../../lib/allocation.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { rfReference } from "../../lib/reference-number.ts";
import { virtualBarcodeV4, virtualBarcodeV5 } from "../../lib/virtual-barcode.ts";
import type { BillingRepository, Scope } from "./billing.repository.ts";
import {
  amountDue,
  buildCurrent,
  buildDebt,
  buildHistory,
  nextMonthStart,
  paidAheadCents,
  type Ledger,
} from "./ledger.ts";

type TargetRow = Awaited<ReturnType<BillingRepository["targets"]>>[number];

/** The next month's bill: the targets in force on its first day, nothing when the lease ends before it. */
export function nextBillCents(rows: TargetRow[], today: string): number {
  const first = nextMonthStart(today);
  const head = rows[0];
  if (!head || (head.contractEnd && head.contractEnd < first)) return 0;
  return rows
    .filter((r) => r.reason !== null && r.startDate! <= first && (r.endDate === null || r.endDate >= first))
    .reduce((s, r) => s + r.amountCents!, 0);
}

/** What an online payment may be: what is owed, and how much more paying ahead may add. */
export interface PaymentLimits {
  dueCents: number;
  advanceMaxCents: number;
}

/**
 * Every answer is NOT_FOUND when the session's contract is not (or no longer) the person's; the
 * payment limits are null then (nothing may be paid).
 */
export function createBillingService(repo: BillingRepository, now: () => Date) {
  const today = () => todayInHelsinki(now());

  async function paymentLimits(scope: Scope, ledger: Ledger | null = null): Promise<PaymentLimits | null> {
    const [rows, read] = await Promise.all([repo.targets(scope), ledger ?? repo.ledger(scope)]);
    if (!read) return null;
    const allocation = allocate(read.lines, read.payments);
    const day = today();
    return {
      dueCents: amountDue(read, day, allocation).amountDueCents,
      advanceMaxCents: Math.max(0, nextBillCents(rows, day) - paidAheadCents(read, day, allocation)),
    };
  }

  return {
    paymentLimits: (scope: Scope) => paymentLimits(scope),

    /** The session row and its contract's ledger in one query: the busiest reads skip app.requireTenant. */
    ledgerBySession: (sessionHash: string) => repo.ledgerBySession(sessionHash),
    historyOf: (ledger: Ledger): BillingHistoryResponse => ({ items: buildHistory(ledger, today()) }),
    currentOf: (ledger: Ledger): CurrentBillResponse => buildCurrent(ledger, today()),
    debtOf: (ledger: Ledger): DebtResponse => buildDebt(ledger, today()),

    async history(scope: Scope): Promise<BillingHistoryResponse | Refusal<"NOT_FOUND">> {
      const ledger = await repo.ledger(scope);
      return ledger ? { items: buildHistory(ledger, today()) } : refuse("NOT_FOUND");
    },

    async current(scope: Scope): Promise<CurrentBillResponse | Refusal<"NOT_FOUND">> {
      const ledger = await repo.ledger(scope);
      return ledger ? buildCurrent(ledger, today()) : refuse("NOT_FOUND");
    },

    async debt(scope: Scope): Promise<DebtResponse | Refusal<"NOT_FOUND">> {
      const ledger = await repo.ledger(scope);
      return ledger ? buildDebt(ledger, today()) : refuse("NOT_FOUND");
    },

    async targets(scope: Scope): Promise<BillingTargetsResponse | Refusal<"NOT_FOUND">> {
      const rows = await repo.targets(scope);
      const head = rows[0];
      if (!head) return refuse("NOT_FOUND");
      // Targets in force today; before the lease starts, those it starts with; after it ends, its last.
      let asOf = today();
      if (asOf < head.contractStart) asOf = head.contractStart;
      if (head.contractEnd && asOf > head.contractEnd) asOf = head.contractEnd;
      const valid = rows.filter(
        (r) => r.reason !== null && r.startDate! <= asOf && (r.endDate === null || r.endDate >= asOf),
      );
      const sum = (reason?: string) =>
        valid.filter((r) => !reason || r.reason === reason).reduce((s, r) => s + r.amountCents!, 0);
      const hasWater = valid.some((r) => r.reason === "water");
      const rentCents = valid.some((r) => r.reason === "rent") ? sum("rent") : head.monthlyRentCents;
      return {
        monthlyRent: centsToEuros(rentCents),
        waterPrepayment: hasWater ? centsToEuros(sum("water")) : null,
        total: centsToEuros(sum()),
        targets: valid.map((r) => ({
          reason: r.reason!,
          nameOnBill: r.nameOnBill!,
          amountEuros: centsToEuros(r.amountCents!),
        })),
      };
    },

    async securityDeposit(scope: Scope): Promise<SecurityDepositResponse | Refusal<"NOT_FOUND">> {
      const row = await repo.securityDeposit(scope);
      if (!row) return refuse("NOT_FOUND");
      return {
        amount: centsToEuros(row.amountCents ?? 0),
        voucher: { amount: centsToEuros(row.voucherAmountCents ?? 0) },
        dueDate: row.dueDate,
      };
    },

    async bankTransfer(scope: Scope): Promise<BankTransferResponse | Refusal<"NOT_FOUND">> {
      const [account, ledger] = await Promise.all([repo.bankAccount(scope), repo.ledger(scope)]);
      if (!account || !ledger) return refuse("NOT_FOUND");
      const due = amountDue(ledger, today(), allocate(ledger.lines, ledger.payments));
      const limits = await paymentLimits(scope, ledger);
      const rf = rfReference(account.referenceNumber);
      const barcode = { iban: account.iban, amountCents: due.amountDueCents, dueDate: due.dueDate };
      return {
        recipientName: account.recipientName,
        iban: account.iban,
        bic: account.bic,
        referenceNumber: account.referenceNumber,
        rfReference: rf,
        amountDueCents: due.amountDueCents,
        advanceMaxCents: limits?.advanceMaxCents ?? 0,
        dueDate: due.dueDate,
        virtualBarcode: virtualBarcodeV4({ ...barcode, reference: account.referenceNumber }),
        virtualBarcodeRf: virtualBarcodeV5({ ...barcode, reference: rf }),
      };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
