import { LIFECYCLE_DAYS } from "@portal/schemas/notifications.constants";
import { centsToEuros } from "@portal/schemas/billing.rules";
import type { Db } from "../db/client.ts";
import { databaseErrorSummary } from "../db/errors.ts";
import { createIntervalJob } from "./interval-job.ts";
import { todayInHelsinki } from "../lib/dates.ts";
import { createBillingRepository } from "../modules/billing/billing.repository.ts";
import { arrearCents } from "../modules/notifications/arrears.ts";
import {
  createNotificationJobsRepository,
  type Arrear,
} from "../modules/notifications/notification-jobs.repository.ts";

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface NotificationJobsOptions {
  db: Db;
  intervalMs: number;
  now?: () => Date;
  /** Contracts whose ledgers are read per query. */
  batchSize?: number;
  log?: { info: LogFn; error: LogFn };
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
export function createNotificationJobs(options: NotificationJobsOptions) {
  const billing = createBillingRepository(options.db);
  const repo = createNotificationJobsRepository(options.db);
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 500;
  async function arrears(today: string, at: Date) {
    let after: string | null = null;
    let written = 0;
    let closed = 0;
    for (;;) {
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

  async function runOnce(): Promise<NotificationJobCounts> {
    const at = now();
    const today = todayInHelsinki(at);
    const { written, closed } = await arrears(today, at);
    const lifecycleCreated = await repo.insertLifecycle(
      today,
      LIFECYCLE_DAYS.starting,
      LIFECYCLE_DAYS.ending,
      at,
    );
    return { arrearsWritten: written, arrearsClosed: closed, lifecycleCreated };
  }

  const job = createIntervalJob({
    intervalMs: options.intervalMs,
    run: runOnce,
    onDone: (counts) => options.log?.info({ ...counts }, "notifications done"),
    onError: (error) => options.log?.error({ database: databaseErrorSummary(error) }, "notifications failed"),
  });

  return {
    runOnce,
    /** Runs every intervalMs; main.ts awaits one runOnce at start-up before serving. */
    start: job.start,
    stop: job.stop,
  };
}
export type NotificationJobs = ReturnType<typeof createNotificationJobs>;
