import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { billLines } from "../../db/schema/billing.ts";
import { payments } from "../../db/schema/payments.ts";
import { describePayment, type PaymentUse } from "../../lib/allocation.ts";

export interface OnlineCredit {
  contractId: string;
  payerName: string;
  amountCents: number;
  paidDate: string;
  providerTransactionId: string;
}

/**
 * The ledger side of an online payment, for the payment settlement: both methods run inside the
 * caller's transaction, so the credit, the attempt's state change and the receipt commit together.
 * Not scoped to a session: the settlement has already tied the provider's transaction to its contract.
 */
export function createBillingCreditRepository(db: Db) {
  return {
    /**
     * Credits the money once per provider transaction (its id is unique): `credited` is false and
     * the earlier payment's id is returned when that transaction was credited already.
     */
    async creditOnlinePayment(
      credit: OnlineCredit,
      tx: Db = db,
    ): Promise<{ credited: boolean; paymentId: string }> {
      const [row] = await tx
        .insert(payments)
        .values({ ...credit, source: "online" })
        .onConflictDoNothing({ target: payments.providerTransactionId })
        .returning({ id: payments.id });
      if (row) return { credited: true, paymentId: row.id };
      const [earlier] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerTransactionId, credit.providerTransactionId));
      if (!earlier) throw new Error("provider transaction neither inserted nor found");
      return { credited: false, paymentId: earlier.id };
    },

    /** What a payment paid (bill lines, oldest due first) and what it left as advance: for the receipt. */
    async paymentAllocation(paymentId: string, tx: Db = db): Promise<PaymentUse | null> {
      const [payment] = await tx
        .select({ contractId: payments.contractId })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (!payment) return null;
      // One after the other: both may run on the caller's transaction, which is one connection.
      const lines = await tx
        .select({
          id: billLines.id,
          periodStart: billLines.periodStart,
          reason: billLines.reason,
          nameOnBill: billLines.nameOnBill,
          amountCents: billLines.amountCents,
          dueDate: billLines.dueDate,
        })
        .from(billLines)
        .where(eq(billLines.contractId, payment.contractId));
      const paid = await tx
        .select({
          id: payments.id,
          payerName: payments.payerName,
          amountCents: payments.amountCents,
          paidDate: payments.paidDate,
          createdAt: sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
        })
        .from(payments)
        .where(eq(payments.contractId, payment.contractId));
      return describePayment(lines, paid, paymentId);
    },
  };
}
export type BillingCreditRepository = ReturnType<typeof createBillingCreditRepository>;
