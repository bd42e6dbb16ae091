import type { Db } from "../../db/client.ts";
import { receiptData, type Receipt } from "../../integrations/templates/receipt.ts";
import { allocate } from "../../lib/allocation.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { createOutboxRepository } from "../outbox/outbox.repository.ts";
import type { PaymentAttemptRow, PaymentsRepository, ProviderOutcome } from "./payments.repository.ts";

/**
 * Moves an attempt to its final state on the provider's signed word. Exactly once: the conditional
 * update (pending or fail → ok) and the ledger credit (unique provider transaction id) and the
 * receipt in the outbox share one transaction, so whatever order and however many times redirects,
 * callbacks and reconciliation arrive, one of them credits and the rest change nothing.
 */
export function createSettlement(db: Db, repo: PaymentsRepository) {
  const outbox = createOutboxRepository(db);

  async function receipt(
    row: PaymentAttemptRow,
    paymentId: string,
    paidDate: string,
    tx: Db,
  ): Promise<Receipt> {
    const ledger = await repo.ledger(row.contractId, tx);
    const allocation = allocate(ledger.lines, ledger.payments);
    const byId = new Map(allocation.lines.map((l) => [l.id, l]));
    const lines = (allocation.byPayment.get(paymentId) ?? []).flatMap(({ lineId, cents }) => {
      const line = byId.get(lineId);
      return line ? [{ name: line.nameOnBill, dueDate: line.dueDate, cents }] : [];
    });
    const used = lines.reduce((sum, l) => sum + l.cents, 0);
    return {
      amountCents: row.amountCents,
      paidDate,
      reference: row.reference ?? "",
      transactionId: row.providerTransactionId ?? "",
      lines,
      advanceCents: row.amountCents - used,
    };
  }

  return {
    /** True when this call credited the payment; false when it had been credited already. */
    async paid(outcome: ProviderOutcome, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await repo.settleOk(outcome, at, tx);
        if (!row) return false;
        const payer = await repo.findPayer(row.userId, row.contractId, tx);
        if (!payer) throw new Error("payment attempt without its account");
        const paidDate = todayInHelsinki(at);
        const paymentId = await repo.creditOnline(
          {
            contractId: row.contractId,
            payerName: `${payer.firstName} ${payer.lastName}`,
            amountCents: row.amountCents,
            paidDate,
            transactionId: outcome.transactionId,
          },
          tx,
        );
        const data = receiptData(await receipt(row, paymentId, paidDate, tx));
        await outbox.enqueue(
          {
            recipient: payer.email,
            template: "payment-receipt",
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
