// Applies each lease's end date to its household's bookings and weekly turns, whoever set the date
// and whenever: bookings for days after the end are cancelled (they would hold the building's slots
// for a household that has moved out), weekly turns end on it with their fees.
import type { Db } from "../db/client.ts";
import { databaseErrorSummary } from "../db/errors.ts";
import { createLeaseEndRepository } from "../modules/bookings/lease-end.repository.ts";
import { createIntervalJob } from "./interval-job.ts";

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface LeaseEndCounts {
  bookingsCancelled: number;
  turnsEnded: number;
}

export function createLeaseEndJob(options: {
  db: Db;
  intervalMs: number;
  now?: () => Date;
  log?: { info: LogFn; error: LogFn };
}) {
  const repo = createLeaseEndRepository(options.db);
  const now = options.now ?? (() => new Date());

  async function runOnce(): Promise<LeaseEndCounts> {
    return {
      bookingsCancelled: await repo.cancelBookingsAfterLease(now()),
      turnsEnded: await repo.endTurnsWithLease(),
    };
  }

  const job = createIntervalJob({
    intervalMs: options.intervalMs,
    run: runOnce,
    onDone: (counts) => {
      if (counts.bookingsCancelled > 0 || counts.turnsEnded > 0)
        options.log?.info({ ...counts }, "lease ends applied");
    },
    onError: (error) => options.log?.error({ database: databaseErrorSummary(error) }, "lease ends failed"),
  });

  return {
    runOnce,
    /** Runs every intervalMs; main.ts awaits one runOnce at start-up before serving. */
    start: job.start,
    stop: job.stop,
  };
}
export type LeaseEndJob = ReturnType<typeof createLeaseEndJob>;
