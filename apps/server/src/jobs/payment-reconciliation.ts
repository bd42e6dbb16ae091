import { databaseErrorSummary } from "../db/errors.ts";
import type { ReconciliationCounts } from "../modules/payments/reconciliation.ts";
import { createIntervalJob } from "./interval-job.ts";

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface PaymentReconciliationJobOptions {
  /** One batch (modules/payments/reconciliation.ts); the app built it with the provider's client. */
  runOnce: () => Promise<ReconciliationCounts>;
  intervalMs: number;
  log?: { info: LogFn; error: LogFn };
}

/**
 * Settles online payments whose redirect and callbacks never came, by asking the provider. Runs in
 * every server process; claims and conditional updates keep two processes from settling one twice.
 */
export function createPaymentReconciliationJob(options: PaymentReconciliationJobOptions) {
  // A slow provider must not pile batches on top of each other: the interval job skips a tick
  // while a batch is in flight.
  return createIntervalJob({
    intervalMs: options.intervalMs,
    runAtStart: true,
    run: options.runOnce,
    onDone: (counts) => {
      if (counts.checked > 0) options.log?.info({ ...counts }, "payments reconciled");
    },
    onError: (error) =>
      options.log?.error(
        {
          database: databaseErrorSummary(error),
          error: databaseErrorSummary(error) ? undefined : String(error),
        },
        "payment reconciliation failed",
      ),
  });
}
