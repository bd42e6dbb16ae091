import { LIFECYCLE_DAYS } from "@portal/schemas/notifications.constants";
import { centsToEuros } from "@portal/schemas/billing.rules";
import type { Db } from "../../db/client.ts";
import { stopping, type JobPass } from "../../lib/job.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { createBillingRepository } from "../billing/index.ts";
import { arrearCents } from "./arrears.ts";
import { createNotificationJobsRepository, type Arrear } from "./notification-jobs.repository.ts";

export interface NotificationJobsOptions {
  db: Db;
  now?: () => Date;
  /** Contracts whose ledgers are read per query. */
  batchSize?: number;
}

export interface NotificationJobCounts {
  arrearsWritten: number;
  arrearsClosed: number;
  lifecycleCreated: number;
}

/**
 * Arrear and lease lifecycle notifications. Every pass recomputes from the ledger and the leases and
 * writes only differences; the dedupe key's unique index makes passes in several processes safe.
 */
export function createNotificationJobs(options: NotificationJobsOptions): JobPass<NotificationJobCounts> {
  const billing = createBillingRepository(options.db);
  const repo = createNotificationJobsRepository(options.db);
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 500;
  async function arrears(today: string, at: Date, signal?: AbortSignal) {
    let after: string | null = null;
    let written = 0;
    let closed = 0;
    // A batch is the unit: a stopping process ends the pass between two, the next pass goes on.
    while (!stopping(signal)) {
      const batch = await billing.ledgerBatch(after, batchSize);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.contractId;
      const open: Arrear[] = [];
      for (const { contractId, ledger } of batch) {
        const cents = arrearCents(ledger, today);
        if (cents !== null) open.push({ contractId, arrearAmount: centsToEuros(cents) });
      }
      written += await repo.upsertArrears(open, at);
      const ids = batch.map((b) => b.contractId);
      closed += await repo.closeArrears(
        ids,
        open.map((a) => a.contractId),
        at,
      );
      if (batch.length < batchSize) break;
    }
    return { written, closed };
  }

  async function runOnce(signal?: AbortSignal): Promise<NotificationJobCounts> {
    const at = now();
    const today = todayInHelsinki(at);
    const { written, closed } = await arrears(today, at, signal);
    const lifecycleCreated = await repo.insertLifecycle(
      today,
      LIFECYCLE_DAYS.starting,
      LIFECYCLE_DAYS.ending,
      at,
    );
    return { arrearsWritten: written, arrearsClosed: closed, lifecycleCreated };
  }

  return {
    runOnce,
    report: (counts) => ({ details: { ...counts }, message: "notifications done" }),
  };
}
export type NotificationJobs = ReturnType<typeof createNotificationJobs>;
