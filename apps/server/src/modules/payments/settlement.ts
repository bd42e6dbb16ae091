import type { Db } from "../../db/client.ts";
import { receiptData } from "./receipt.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { createBillingCreditRepository } from "../billing/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { createArrearFollower } from "./arrear.ts";
import type { PaymentsRepository, ProviderOutcome } from "./payments.repository.ts";
import { paymentsMessages } from "./payments.messages.ts";

/**
 * Moves an attempt to its final state on the provider's signed word. Exactly once: the conditional
 * update (pending or fail → ok) and the ledger credit (unique provider transaction id) and the
 * receipt in the outbox share one transaction, so whatever order and however many times redirects,
 * callbacks and reconciliation arrive, one of them credits and the rest change nothing. The arrear
 * notification follows the credit in the same transaction (a smaller amount, or closed when the
 * overdue debt is paid), so the home page never shows the old debt beside the new one.
 */
export function createSettlement(db: Db, repo: PaymentsRepository) {
  const outbox = createOutboxRepository(db);
  const ledger = createBillingCreditRepository(db);

  const followArrear = createArrearFollower(db);

  return {
    /** True when this call credited the payment; false when it had been credited already. */
    async paid(outcome: ProviderOutcome, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await repo.settleOk(outcome, at, tx);
        if (!row) return false;
        const payer = await repo.findPayer(row.userId, row.contractId, tx);
        if (!payer) throw new Error("payment attempt without its account");
        const paidDate = todayInHelsinki(at);
        const credit = await ledger.creditOnlinePayment(
          {
            contractId: row.contractId,
            payerName: `${payer.firstName} ${payer.lastName}`,
            amountCents: row.amountCents,
            paidDate,
            providerTransactionId: outcome.transactionId,
          },
          tx,
        );
        // Credited already (the unique transaction id held): the receipt went with that credit.
        if (!credit.credited) return false;
        await followArrear(row.contractId, at, tx);
        const use = await ledger.paymentAllocation(credit.paymentId, tx);
        const data = receiptData({
          amountCents: row.amountCents,
          paidDate,
          reference: row.reference ?? "",
          transactionId: outcome.transactionId,
          lines: (use?.lines ?? []).map((l) => ({ name: l.nameOnBill, dueDate: l.dueDate, cents: l.cents })),
          advanceCents: use?.advanceCents ?? row.amountCents,
        });
        await outbox.enqueue(
          {
            recipient: payer.email,
            template: paymentsMessages["payment-receipt"],
            language: row.language,
            data: { firstName: payer.firstName, ...data },
          },
          at,
          tx,
        );
        return true;
      });
    },

    /** True when this call ended a pending attempt as failed. */
    async failed(outcome: ProviderOutcome, at: Date): Promise<boolean> {
      return (await repo.settleFail(outcome, at)) !== null;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
