import { INACTIVITY_LIMIT_MS } from "@portal/schemas/auth";
import type { Db } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import { DEVICE_TTL_MS } from "../modules/auth/trusted-devices.ts";
import {
  createHousekeepingRepository,
  type ExpiryCutoffs,
} from "../modules/housekeeping/housekeeping.repository.ts";
import { stopping, type JobPass, type LogFn } from "../lib/job.ts";

/** The longest throttle window is an hour; a day of events is kept for looking into an attack. Only this job deletes them. */
export const THROTTLE_RETENTION_MS = 24 * 60 * 60_000;
/** Expired codes and flows are kept a day: a late "code expired" answer still finds its row. */
export const EXPIRED_RETENTION_MS = 24 * 60 * 60_000;
/**
 * A termination upload no notice named is dropped after a day: the session that uploaded it has
 * ended long before (INACTIVITY_LIMIT_MS), and with it the form that held its id.
 */
export const UNSENT_UPLOAD_RETENTION_MS = 24 * 60 * 60_000;
/** Unsent uploads dropped per pass and per statement. */
const UPLOAD_BATCH = 500;

export interface HousekeepingOptions {
  db: Db;
  /** Where the termination uploads' bytes are (their rows are dropped without it). */
  files?: FileStore;
  now?: () => Date;
  log?: { error: LogFn };
}

export type HousekeepingCounts = Record<
  "identificationFlows" | "codes" | "throttleEvents" | "sessions" | "trustedDevices" | "unsentUploads",
  number
>;

/**
 * Deletes what has expired: identification flows, one-time codes, throttle events, sessions,
 * trusted devices unused for a year and termination uploads never given with a notice (their rows,
 * then their bytes).
 * Runs in every server process; the deletes are idempotent, so two processes never conflict.
 */
export function createHousekeeping(options: HousekeepingOptions): JobPass<HousekeepingCounts> {
  const repo = createHousekeepingRepository(options.db);
  const now = options.now ?? (() => new Date());

  async function runOnce(signal?: AbortSignal): Promise<HousekeepingCounts> {
    const at = now().getTime();
    const cutoffs = {
      expiredBefore: new Date(at - EXPIRED_RETENTION_MS),
      throttleBefore: new Date(at - THROTTLE_RETENTION_MS),
      sessionsEndedBefore: new Date(at),
      idleBefore: new Date(at - INACTIVITY_LIMIT_MS),
      devicesUnusedBefore: new Date(at - DEVICE_TTL_MS),
      uploadsUnsentBefore: new Date(at - UNSENT_UPLOAD_RETENTION_MS),
    };
    return {
      identificationFlows: await repo.deleteExpiredIdentificationFlows(cutoffs),
      codes: await repo.deleteExpiredCodes(cutoffs),
      throttleEvents: await repo.deleteOldThrottleEvents(cutoffs),
      sessions: await repo.deleteEndedSessions(cutoffs),
      trustedDevices: await repo.deleteUnusedDevices(cutoffs),
      unsentUploads: await dropUnsentUploads(cutoffs, signal),
    };
  }

  /** The rows first, so a notice given meanwhile keeps its file; then the bytes. */
  async function dropUnsentUploads(cutoffs: ExpiryCutoffs, signal?: AbortSignal) {
    let total = 0;
    // A batch of files is the unit: a stopping process ends the pass between two.
    while (!stopping(signal)) {
      const keys = await repo.deleteUnsentTerminationFiles(cutoffs, UPLOAD_BATCH);
      for (const key of keys) {
        // A row is gone for good; bytes that cannot be deleted now stay unreachable and are logged.
        await options.files?.delete(key).catch((error: unknown) => {
          options.log?.error({ err: error }, "housekeeping: an unsent upload's bytes were not deleted");
        });
      }
      total += keys.length;
      if (keys.length < UPLOAD_BATCH) break;
    }
    return total;
  }

  return {
    runOnce,
    report: (counts) => ({ details: { deleted: counts }, message: "housekeeping done" }),
  };
}
