import type { ReconciliationCounts } from "./reconciliation.ts";
import type { JobPass } from "../../lib/job.ts";

export interface PaymentReconciliationJobOptions {
  /** One batch (modules/payments/reconciliation.ts); the app built it with the provider's client. */
  runOnce: () => Promise<ReconciliationCounts>;
}

/**
 * Settles online payments whose redirect and callbacks never came, by asking the provider. Runs in
 * every server process; claims and conditional updates keep two processes from settling one twice.
 */
export function createPaymentReconciliationJob(
  options: PaymentReconciliationJobOptions,
): JobPass<ReconciliationCounts> {
  return {
    runOnce: () => options.runOnce(),
    report: (counts) =>
      counts.checked > 0 ? { details: { ...counts }, message: "payments reconciled" } : undefined,
  };
}
