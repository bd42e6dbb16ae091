import { databaseErrorSummary } from "../db/errors.ts";
import type { ReconciliationCounts } from "../modules/payments/reconciliation.ts";

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  let busy = false;

  function tick() {
    // A slow provider must not pile batches on top of each other.
    if (busy) return;
    busy = true;
    running = options
      .runOnce()
      .finally(() => (busy = false))
      .then(
        (counts) => {
          if (counts.checked > 0) options.log?.info({ ...counts }, "payments reconciled");
        },
        (error: unknown) =>
          options.log?.error(
            {
              database: databaseErrorSummary(error),
              error: databaseErrorSummary(error) ? undefined : String(error),
            },
            "payment reconciliation failed",
          ),
      );
  }

  return {
    start() {
      tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
