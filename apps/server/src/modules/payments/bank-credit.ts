import type { Db } from "../../db/client.ts";
import {
  createBankCreditRepository,
  createBillingCreditRepository,
  createBillingRepository,
} from "../billing/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { createArrearFollower } from "./arrear.ts";
import { createBankReceiptsRepository } from "./bank-receipts.repository.ts";
import { paymentsMessages } from "./payments.messages.ts";
import { receiptData } from "./receipt.ts";

export interface ReceivedPayment {
  contractId: string;
  payerName: string;
  amountCents: number;
  /** YYYY-MM-DD: the bank's booking day. */
  paidDate: string;
  /** The bank's archive id of the payment, with its account: credited once. */
  bankArchiveId: string;
  /** The reference it was paid with (else the receipt names the contract's). */
  reference: string | null;
}

/**
 * Money the bank reported for a contract, credited as the online payments are (settlement.ts): the
 * ledger's payment (once per archive id), the arrear notification following the debt, and the
 * receipt to each party of the contract with an account, in the caller's transaction, so the debt,
 * the notification, the billing history and the home page change together. A reversal takes the
 * payment back and the arrear notification with it.
 */
export function createBankCredit(db: Db) {
  const bank = createBankCreditRepository(db);
  const ledger = createBillingCreditRepository(db);
  const billing = createBillingRepository(db);
  const outbox = createOutboxRepository(db);
  const receipts = createBankReceiptsRepository(db);

  const followArrear = createArrearFollower(db);

  return {
    /**
     * Locks the contract's row for the rest of the transaction. Take it before writing any row that
     * refers to the contract (its foreign key shares the row): two credits to one contract then wait
     * for each other instead of deadlocking.
     */
    async lockContract(contractId: string, tx: Db): Promise<void> {
      await billing.lockedContractLedger(contractId, tx);
    },

    /** The ledger payment's id, or null when the archive id had been credited already. */
    async credit(payment: ReceivedPayment, at: Date, tx: Db): Promise<string | null> {
      // The contract's row first: one contract's credits and arrear updates go one after another.
      await billing.lockedContractLedger(payment.contractId, tx);
      const { reference, ...credit } = payment;
      const paymentId = await bank.creditBankPayment(credit, tx);
      if (!paymentId) return null;
      await followArrear(payment.contractId, at, tx);
      const use = await ledger.paymentAllocation(paymentId, tx);
      const data = receiptData({
        amountCents: payment.amountCents,
        paidDate: payment.paidDate,
        reference: reference ?? (await receipts.referenceOf(payment.contractId, tx)) ?? "-",
        transactionId: payment.bankArchiveId.slice(payment.bankArchiveId.indexOf(":") + 1),
        lines: (use?.lines ?? []).map((l) => ({ name: l.nameOnBill, dueDate: l.dueDate, cents: l.cents })),
        advanceCents: use?.advanceCents ?? payment.amountCents,
      });
      for (const to of await receipts.recipients(payment.contractId, tx))
        await outbox.enqueue(
          {
            recipient: to.email,
            template: paymentsMessages["payment-receipt"],
            language: to.language,
            data: { firstName: to.firstName, ...data },
          },
          at,
          tx,
        );
      return paymentId;
    },

    /** Takes a bank payment back (the bank reversed it); true when it was there. */
    async undo(payment: { paymentId: string; contractId: string }, at: Date, tx: Db): Promise<boolean> {
      await billing.lockedContractLedger(payment.contractId, tx);
      const removed = await bank.removeBankPayment(payment.paymentId, tx);
      if (removed) await followArrear(payment.contractId, at, tx);
      return removed;
    },
  };
}

export type BankCreditService = ReturnType<typeof createBankCredit>;
