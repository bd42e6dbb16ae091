// The apartment exchange's housekeeping: published notices expire after three months (with a
// reminder mail a week before), and a notice is deleted once its tenant's lease has ended. Each
// pass is conditional updates only, so a second pass, or two at once, changes nothing twice.
import type { Db } from "../db/client.ts";
import { databaseErrorSummary } from "../db/errors.ts";
import { exchangeServiceFor } from "../modules/exchange/index.ts";
import { createIntervalJob } from "./interval-job.ts";

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface ExchangeCounts {
  expired: number;
  reminded: number;
  deleted: number;
}

export function createExchangeJob(options: {
  db: Db;
  intervalMs: number;
  publicUrl: string;
  customerServiceEmail: string;
  now?: () => Date;
  log?: { info: LogFn; error: LogFn };
}) {
  const exchange = exchangeServiceFor({
    db: options.db,
    now: options.now ?? (() => new Date()),
    config: { publicUrl: options.publicUrl, customerServiceEmail: options.customerServiceEmail },
  });

  async function runOnce(): Promise<ExchangeCounts> {
    // Lease ends first: a notice of a tenant who has moved out is deleted, not reminded.
    const { deleted } = await exchange.leaseEndPass();
    const { expired, reminded } = await exchange.expiryPass();
    return { expired, reminded, deleted };
  }

  const job = createIntervalJob({
    intervalMs: options.intervalMs,
    run: runOnce,
    onDone: (counts) => {
      if (counts.expired || counts.reminded || counts.deleted)
        options.log?.info({ ...counts }, "exchange notices tended");
    },
    onError: (error) =>
      options.log?.error({ database: databaseErrorSummary(error) }, "exchange notices failed"),
  });

  return { runOnce, start: job.start, stop: job.stop };
}
export type ExchangeJob = ReturnType<typeof createExchangeJob>;
