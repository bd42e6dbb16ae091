import { INACTIVITY_LIMIT_MS } from "@portal/schemas/auth";
import type { Db } from "../db/client.ts";
import { databaseErrorSummary } from "../db/errors.ts";
import { DEVICE_TTL_MS } from "../modules/auth/trusted-devices.ts";
import { createHousekeepingRepository } from "../modules/housekeeping/housekeeping.repository.ts";
import { createIntervalJob } from "./interval-job.ts";

/** The longest throttle window is an hour; a day of events is kept for looking into an attack. Only this job deletes them. */
export const THROTTLE_RETENTION_MS = 24 * 60 * 60_000;
/** Expired codes and flows are kept a day: a late "code expired" answer still finds its row. */
export const EXPIRED_RETENTION_MS = 24 * 60 * 60_000;

type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface HousekeepingOptions {
  db: Db;
  intervalMs: number;
  now?: () => Date;
  log?: { info: LogFn; error: LogFn };
}

export type HousekeepingCounts = Record<
  "identificationFlows" | "codes" | "throttleEvents" | "sessions" | "trustedDevices",
  number
>;

/**
 * Deletes what has expired: identification flows, one-time codes, throttle events, sessions and
 * trusted devices unused for a year.
 * Runs in every server process; the deletes are idempotent, so two processes never conflict.
 */
export function createHousekeeping(options: HousekeepingOptions) {
  const repo = createHousekeepingRepository(options.db);
  const now = options.now ?? (() => new Date());

  async function runOnce(): Promise<HousekeepingCounts> {
    const at = now().getTime();
    const cutoffs = {
      expiredBefore: new Date(at - EXPIRED_RETENTION_MS),
      throttleBefore: new Date(at - THROTTLE_RETENTION_MS),
      sessionsEndedBefore: new Date(at),
      idleBefore: new Date(at - INACTIVITY_LIMIT_MS),
      devicesUnusedBefore: new Date(at - DEVICE_TTL_MS),
    };
    return {
      identificationFlows: await repo.deleteExpiredIdentificationFlows(cutoffs),
      codes: await repo.deleteExpiredCodes(cutoffs),
      throttleEvents: await repo.deleteOldThrottleEvents(cutoffs),
      sessions: await repo.deleteEndedSessions(cutoffs),
      trustedDevices: await repo.deleteUnusedDevices(cutoffs),
    };
  }

  const job = createIntervalJob({
    intervalMs: options.intervalMs,
    runAtStart: true,
    run: runOnce,
    onDone: (counts) => options.log?.info({ deleted: counts }, "housekeeping done"),
    onError: (error) => options.log?.error({ database: databaseErrorSummary(error) }, "housekeeping failed"),
  });

  return { runOnce, start: job.start, stop: job.stop };
}
