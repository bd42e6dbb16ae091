import type { Db } from "../db/client.ts";
import { issueCurrentBills } from "../modules/billing/monthly-bills.repository.ts";
import { createIntervalJob } from "./interval-job.ts";

type LogFn = (details: Record<string, unknown>, message: string) => void;

/**
 * Issues the current month's bills at start() and then every `intervalMs` (hourly is plenty: the
 * statement only inserts what is missing). A weekly turn's fee reaches the month it starts in.
 */
export function createMonthlyBillsJob(options: {
  db: Db;
  intervalMs: number;
  now?: () => Date;
  log?: { info: LogFn; error: LogFn };
}) {
  const now = options.now ?? (() => new Date());
  return createIntervalJob({
    intervalMs: options.intervalMs,
    runAtStart: true,
    run: () => issueCurrentBills(options.db, now()),
    onDone: (bills) => {
      if (bills > 0) options.log?.info({ bills }, "monthly bills issued");
    },
    onError: (err) => options.log?.error({ err }, "monthly bills failed"),
  });
}
