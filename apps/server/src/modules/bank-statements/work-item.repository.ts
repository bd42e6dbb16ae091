// Bank payments no reference matched, as a kind of the staff's handling queue
// (queue/sources.repository.ts): customer service place them on a contract or return them on the
// kind's own page.
import type { Language } from "@portal/schemas/common";
import { eq, sql } from "drizzle-orm";
import { UNMATCHED_REASONS, type BankPaymentState } from "@portal/schemas/bank-statements.constants";
import { queueKind, type WorkItemState } from "@portal/schemas/queue.constants";
import {
  bankEntries,
  bankPaymentStateChanges,
  unmatchedBankPayments,
} from "../../db/schema/bank-statements.ts";
import type { QueueSource } from "../queue/index.ts";
import { createWorkflowRepository } from "../workflow/index.ts";

/** The states are stored as the wire names them. */
const states = {
  stored: (state: WorkItemState) => state,
  wire: (stored: string) => stored as WorkItemState,
};

const entry = (column: string) =>
  sql`(select ${sql.identifier(column)} from ${bankEntries} where ${bankEntries.id} = ${unmatchedBankPayments.entryId})`;

/** The payer and the amount, as the queue's subject ("Aino Asukas, 123.45 EUR"). */
const subject = sql<string>`coalesce(${entry("payer_name")}, '?') || ', ' || to_char(${entry("amount_cents")} / 100.0, 'FM999999999990.00') || ' ' || ${entry("currency")}`;

export const bankPaymentsSource: QueueSource & { kind: "bank-payments" } = {
  kind: "bank-payments",
  table: unmatchedBankPayments,
  id: unmatchedBankPayments.id,
  subject,
  /** The reference as paid, for the text search. */
  description: sql<string>`coalesce(${entry("reference")}, '')`,
  state: unmatchedBankPayments.state,
  buildingId: unmatchedBankPayments.buildingId,
  contractId: null,
  // No tenant sent it; the queue reads a sender only for kinds with a contract.
  userId: unmatchedBankPayments.assigneeId,
  assigneeId: unmatchedBankPayments.assigneeId,
  dueAt: unmatchedBankPayments.dueAt,
  createdAt: unmatchedBankPayments.createdAt,
  updatedAt: unmatchedBankPayments.updatedAt,
  language: sql<Language>`'fi'`,
  category: sql<string>`${unmatchedBankPayments.reason}`,
  categoryIs: (value) =>
    (UNMATCHED_REASONS as readonly string[]).includes(value)
      ? eq(unmatchedBankPayments.reason, value as (typeof UNMATCHED_REASONS)[number])
      : null,
  ...states,
  states: (db) => bankPaymentStates(db),
};

/** The kind's state moves and history. */
export function bankPaymentStates(db: Parameters<QueueSource["states"]>[0]) {
  return createWorkflowRepository(db, {
    workflow: queueKind("bank-payments").workflow,
    records: unmatchedBankPayments,
    stateKey: "state",
    stored: states.stored,
    history: bankPaymentStateChanges,
    historyState: bankPaymentStateChanges.state,
    historyOf: bankPaymentStateChanges.paymentItemId,
    historyRow: (paymentItemId, state, at, actor) => ({
      paymentItemId,
      state: state as BankPaymentState,
      at,
      ...actor,
    }),
  });
}
