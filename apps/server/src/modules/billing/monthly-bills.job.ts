import type { Db } from "../../db/client.ts";
import { issueCurrentBills } from "./monthly-bills.repository.ts";
import type { JobPass } from "../../lib/job.ts";

/**
 * Issues the current month's bills (hourly is plenty: the statement only inserts what is missing,
 * so a weekly turn's fee reaches the first bill of its month however the process restarts).
 */
export function createMonthlyBillsJob(options: { db: Db; now?: () => Date }): JobPass<number> {
  const now = options.now ?? (() => new Date());
  return {
    runOnce: () => issueCurrentBills(options.db, now()),
    report: (bills) => (bills > 0 ? { details: { bills }, message: "monthly bills issued" } : undefined),
  };
}
