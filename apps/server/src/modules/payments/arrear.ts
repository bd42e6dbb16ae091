import { centsToEuros } from "@portal/schemas/billing.rules";
import type { Db } from "../../db/client.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { createBillingRepository } from "../billing/index.ts";
import { arrearCents, createNotificationJobsRepository } from "../notifications/index.ts";

/**
 * After money came or went on a contract (an online payment, a bank credit or its reversal): the
 * arrear notification follows the contract's debt in the caller's transaction, a smaller amount or
 * closed when the overdue debt is paid, so the home page never shows the old debt beside the new.
 * Locks the contract's ledger row for the rest of the transaction.
 */
export function createArrearFollower(db: Db) {
  const billing = createBillingRepository(db);
  const notifications = createNotificationJobsRepository(db);
  return async function followArrear(contractId: string, at: Date, tx: Db): Promise<void> {
    const contractLedger = await billing.lockedContractLedger(contractId, tx);
    if (!contractLedger) return;
    const cents = arrearCents(contractLedger, todayInHelsinki(at));
    if (cents === null) await notifications.closeArrears([contractId], [], at, tx);
    else await notifications.upsertArrears([{ contractId, arrearAmount: centsToEuros(cents) }], at, tx);
  };
}
