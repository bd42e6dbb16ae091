// The housekeeping job: every pass deletes what has expired, as each module declares it in its
// manifest (modules/module.ts, `housekeeping`): identification flows, one-time codes, throttle
// events, sessions and trusted devices, termination uploads never given with a notice.
import type { LogFn, JobPass } from "../lib/job.ts";
import type { RegisteredModules } from "../modules/module.ts";

export interface HousekeepingOptions {
  /** The modules' expiries, in the modules' order (app.ts's registerModules). */
  expiries: RegisteredModules["housekeeping"];
  now: () => Date;
  log: { error: LogFn };
}

/** How many rows each expiry deleted, by its name. */
export type HousekeepingCounts = Record<string, number>;

/**
 * Deletes what has expired, one module's expiry after another. Runs in one process at a time, but
 * the deletes are idempotent, so two processes at once never conflict.
 */
export function createHousekeeping(options: HousekeepingOptions): JobPass<HousekeepingCounts> {
  async function runOnce(signal?: AbortSignal): Promise<HousekeepingCounts> {
    const at = options.now();
    const counts: HousekeepingCounts = {};
    for (const expiry of options.expiries)
      counts[expiry.name] = await expiry.delete(at, { signal, log: options.log });
    return counts;
  }

  return {
    runOnce,
    report: (counts) => ({ details: { deleted: counts }, message: "housekeeping done" }),
  };
}
