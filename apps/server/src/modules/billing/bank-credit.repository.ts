import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/payments.ts";

export interface BankCredit {
  contractId: string;
  payerName: string;
  amountCents: number;
  paidDate: string;
  /** The bank's archive id of the payment, with its account: unique, so it is credited once. */
  bankArchiveId: string;
}

/**
 * The ledger side of a payment the bank's statement reported: credited once per archive id, and
 * taken back when the bank reverses it. Both run inside the caller's transaction.
 */
export function createBankCreditRepository(db: Db) {
  return {
    /** The new payment's id, or null when the archive id was credited already. */
    async creditBankPayment(credit: BankCredit, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .insert(payments)
        .values({ ...credit, source: "bank" })
        .onConflictDoNothing({ target: payments.bankArchiveId })
        .returning({ id: payments.id });
      return row?.id ?? null;
    },

    /** Takes back a bank payment (the bank reversed it): true when it was there. */
    async removeBankPayment(paymentId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.source, "bank")))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}
export type BankCreditRepository = ReturnType<typeof createBankCreditRepository>;
