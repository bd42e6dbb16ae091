// The money side of the company's tenancy data, as its tenancy system sends it: a contract's monthly
// charges (rent, water prepayment, parking), its security deposit and reference number, the rent
// ledger's lines and the payments made outside the portal. Billing's rows, which the tenancy sync
// writes only through here. A ledger line or a payment, once stored, is not changed: a correction
// is a new line. Every method takes the caller's transaction.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  billLines,
  billingTargets,
  bills,
  contractReferences,
  securityDeposits,
} from "../../db/schema/billing.ts";
import { payments } from "../../db/schema/payments.ts";
import type { BillReason } from "@portal/schemas/billing.constants";

/** The charges the company's system keeps; a weekly turn's fee (sauna, other) stays the bookings'. */
export const SYNCED_CHARGE_REASONS = ["rent", "water", "parking"] as const;
export type SyncedChargeReason = (typeof SYNCED_CHARGE_REASONS)[number];

export interface SyncedCharge {
  reason: SyncedChargeReason;
  nameOnBill: string;
  amountCents: number;
  startDate: string;
  endDate: string | null;
}

export interface SyncedDeposit {
  amountCents: number;
  voucherAmountCents: number;
  dueDate: string | null;
}

export interface SyncedMoney {
  charges: SyncedCharge[];
  deposit: SyncedDeposit | null;
  referenceNumber: string | null;
}

export interface SyncedLedgerLine {
  contractId: string;
  periodStart: string;
  dueDate: string;
  reason: BillReason;
  nameOnBill: string;
  amountCents: number;
}

export interface SyncedPayment {
  contractId: string;
  payerName: string;
  amountCents: number;
  paidDate: string;
  bankArchiveId: string;
}

export function createTenancySyncBillingRepository() {
  return {
    /** The charges the company keeps, the deposit and the reference number of each of these contracts. */
    async money(contractIds: readonly string[], tx: Db): Promise<Map<string, SyncedMoney>> {
      const found = new Map<string, SyncedMoney>(
        contractIds.map((id) => [id, { charges: [], deposit: null, referenceNumber: null }]),
      );
      if (contractIds.length === 0) return found;
      const ids = [...contractIds];
      const charges = await tx
        .select({
          contractId: billingTargets.contractId,
          reason: billingTargets.reason,
          nameOnBill: billingTargets.nameOnBill,
          amountCents: billingTargets.amountCents,
          startDate: billingTargets.startDate,
          endDate: billingTargets.endDate,
        })
        .from(billingTargets)
        .where(
          and(
            inArray(billingTargets.contractId, ids),
            inArray(billingTargets.reason, [...SYNCED_CHARGE_REASONS]),
          ),
        )
        .orderBy(asc(billingTargets.startDate), asc(billingTargets.reason), asc(billingTargets.id));
      for (const { contractId, ...charge } of charges)
        found.get(contractId)!.charges.push(charge as SyncedCharge);
      const deposits = await tx
        .select({
          contractId: securityDeposits.contractId,
          amountCents: securityDeposits.amountCents,
          voucherAmountCents: securityDeposits.voucherAmountCents,
          dueDate: securityDeposits.dueDate,
        })
        .from(securityDeposits)
        .where(inArray(securityDeposits.contractId, ids));
      for (const { contractId, ...deposit } of deposits) found.get(contractId)!.deposit = deposit;
      const references = await tx
        .select({
          contractId: contractReferences.contractId,
          referenceNumber: contractReferences.referenceNumber,
        })
        .from(contractReferences)
        .where(inArray(contractReferences.contractId, ids));
      for (const { contractId, referenceNumber } of references)
        found.get(contractId)!.referenceNumber = referenceNumber;
      return found;
    },

    /** The contract's rent, water and parking charges become these. */
    async setCharges(
      contractId: string,
      charges: readonly SyncedCharge[],
      tx: Db,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<void> {
      if (!fresh)
        await tx
          .delete(billingTargets)
          .where(
            and(
              eq(billingTargets.contractId, contractId),
              inArray(billingTargets.reason, [...SYNCED_CHARGE_REASONS]),
            ),
          );
      if (charges.length > 0)
        await tx.insert(billingTargets).values(charges.map((charge) => ({ contractId, ...charge })));
    },

    /** The deposit, or none. */
    async setDeposit(contractId: string, deposit: SyncedDeposit | null, tx: Db): Promise<void> {
      if (deposit === null) {
        await tx.delete(securityDeposits).where(eq(securityDeposits.contractId, contractId));
        return;
      }
      await tx
        .insert(securityDeposits)
        .values({ contractId, ...deposit })
        .onConflictDoUpdate({ target: securityDeposits.contractId, set: deposit });
    },

    /** The reference number bank payments find the contract by; null keeps the one it has. */
    async setReference(contractId: string, referenceNumber: string | null, tx: Db): Promise<void> {
      if (referenceNumber === null) return;
      await tx
        .insert(contractReferences)
        .values({ contractId, referenceNumber })
        .onConflictDoUpdate({ target: contractReferences.contractId, set: { referenceNumber } });
    },

    /** The ledger lines of these ids, by external id. */
    async ledgerLines(externalIds: readonly string[], tx: Db) {
      if (externalIds.length === 0) return new Map<string, SyncedLedgerLine & { id: string }>();
      const rows = await tx
        .select({
          externalId: billLines.externalId,
          id: billLines.id,
          contractId: billLines.contractId,
          periodStart: billLines.periodStart,
          dueDate: billLines.dueDate,
          reason: billLines.reason,
          nameOnBill: billLines.nameOnBill,
          amountCents: billLines.amountCents,
        })
        .from(billLines)
        .where(inArray(billLines.externalId, [...externalIds]));
      return new Map(rows.map(({ externalId, ...row }) => [externalId!, row]));
    },

    /**
     * A new line of the ledger, on the contract's bill of its period (the first one, made with the
     * line's due date when the period has none yet).
     */
    async insertLedgerLine(
      externalId: string,
      line: SyncedLedgerLine,
      tx: Db,
      /** The bills a batch already found, by contract and period, so a bill is looked up once. */
      known: Map<string, string> = new Map(),
    ): Promise<void> {
      const key = `${line.contractId} ${line.periodStart}`;
      let billId = known.get(key);
      if (!billId) {
        const [bill] = await tx
          .select({ id: bills.id })
          .from(bills)
          .where(and(eq(bills.contractId, line.contractId), eq(bills.periodStart, line.periodStart)))
          .orderBy(asc(bills.createdAt), asc(bills.id))
          .limit(1);
        billId = bill?.id;
      }
      if (!billId) {
        const [made] = await tx
          .insert(bills)
          .values({ contractId: line.contractId, periodStart: line.periodStart, dueDate: line.dueDate })
          .returning({ id: bills.id });
        if (!made) throw new Error("bill insert returned nothing");
        billId = made.id;
      }
      known.set(key, billId);
      await tx.insert(billLines).values({ externalId, billId, ...line });
    },

    /** The payments of these ids, by external id. */
    async payments(externalIds: readonly string[], tx: Db) {
      if (externalIds.length === 0) return new Map<string, SyncedPayment & { id: string }>();
      const rows = await tx
        .select({
          externalId: payments.externalId,
          id: payments.id,
          contractId: payments.contractId,
          payerName: payments.payerName,
          amountCents: payments.amountCents,
          paidDate: payments.paidDate,
          bankArchiveId: payments.bankArchiveId,
        })
        .from(payments)
        .where(inArray(payments.externalId, [...externalIds]));
      return new Map(
        rows.map(({ externalId, bankArchiveId, ...row }) => [
          externalId!,
          { ...row, bankArchiveId: bankArchiveId! },
        ]),
      );
    },

    /** Money received outside the portal, as a bank payment the ledger credits like any other. */
    async insertPayment(externalId: string, payment: SyncedPayment, tx: Db): Promise<void> {
      await tx.insert(payments).values({ externalId, source: "bank", ...payment });
    },
  };
}
export type TenancySyncBillingRepository = ReturnType<typeof createTenancySyncBillingRepository>;
