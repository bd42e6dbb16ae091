// Runs the portal's jobs (app.jobs: housekeeping and the jobs the modules' manifests declare): each
// on its interval (jobs/interval-job.ts: no overlapping passes), a once-only job under its advisory
// lock and only when no process ran it within the interval; every pass timed and counted by
// outcome, a failure logged and tried again on the next interval, never thrown. stop() stops the
// timers, asks the passes in flight to stop after their current unit and waits for them.
import type { Database } from "../db/client.ts";
import { databaseErrorSummary } from "../db/errors.ts";
import type { Metrics } from "../plugins/metrics.ts";
import { createIntervalJob, type IntervalJob } from "./interval-job.ts";
import type { JobDefinition, LogFn } from "../lib/job.ts";
import { createJobRunsRepository } from "./job-runs.repository.ts";

export interface SchedulerLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface SchedulerOptions {
  jobs: JobDefinition[];
  database: Database;
  metrics?: Metrics;
  log: SchedulerLog;
}

export interface Scheduler {
  /** The passes of the jobs whose first pass comes before the process is ready, one after another. */
  beforeReady(): Promise<void>;
  /** Starts every job's timer (and the at-start passes). */
  start(): void;
  /** One pass of `name` now, as its timer would run it (skipped while one is in flight). */
  tick(name: string): Promise<void>;
  /** No new passes; the passes in flight are asked to stop after their current unit and waited for. */
  stop(): Promise<void>;
  /** Names of the jobs with a pass in flight. */
  running(): string[];
}

/** What of a failure the log may say: a database error's state and statement, else its name and message. */
function failure(error: unknown): Record<string, unknown> {
  const database = databaseErrorSummary(error);
  if (database) return { database };
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { error: text.slice(0, 300) };
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { database, metrics, log } = options;
  const runs = createJobRunsRepository(database.db);
  const abort = new AbortController();
  const inFlight = new Set<string>();

  async function pass(job: JobDefinition): Promise<void> {
    let ran = false;
    const run = async () => {
      ran = true;
      const started = performance.now();
      inFlight.add(job.name);
      try {
        const result = await job.pass.runOnce(abort.signal);
        metrics?.observeJob(job.name, "ok", (performance.now() - started) / 1000);
        const line = job.pass.report?.(result as never);
        if (line) log.info({ job: job.name, ...line.details }, line.message);
        return true;
      } catch (error) {
        if (abort.signal.aborted && error instanceof Error && error.name === "AbortError") {
          log.info({ job: job.name }, "job pass stopped: the process is stopping");
          return false;
        }
        metrics?.observeJob(job.name, "failed", (performance.now() - started) / 1000);
        log.error({ job: job.name, ...failure(error) }, "job failed; it runs again on its interval");
        return false;
      } finally {
        inFlight.delete(job.name);
      }
    };
    if (!job.once) {
      await run();
      return;
    }
    try {
      const outcome = await database.withLock(`job:${job.name}`, { wait: false }, async () => {
        if (!(await runs.claim(job.name, job.intervalMs))) return "ran_recently" as const;
        await runs.finish(job.name, await run());
        return "ran" as const;
      });
      const skipped = outcome.acquired ? outcome.value : "running_elsewhere";
      if (skipped !== "ran") {
        metrics?.skipJob(job.name, skipped);
        log.info({ job: job.name, reason: skipped }, "job pass left to another process");
      }
    } catch (error) {
      // The lock or job_runs could not be had (the database gone): a failed pass, tried again later.
      if (!ran) {
        metrics?.observeJob(job.name, "failed", 0);
        log.error({ job: job.name, ...failure(error) }, "job failed; it runs again on its interval");
      } else log.error({ job: job.name, ...failure(error) }, "job pass not recorded in job_runs");
    }
  }

  const timers = new Map<string, IntervalJob>(
    options.jobs.map((job) => [
      job.name,
      createIntervalJob({
        intervalMs: job.intervalMs,
        runAtStart: job.first === "at-start",
        run: () => pass(job),
        // pass() reports its own failures and never throws; a logger that throws ends up here.
        onError: () => undefined,
      }),
    ]),
  );
  const timer = (name: string) => {
    const found = timers.get(name);
    if (!found) throw new Error(`no job named ${name}`);
    return found;
  };

  return {
    async beforeReady() {
      for (const job of options.jobs) if (job.first === "before-ready") await timer(job.name).tick();
    },
    start() {
      for (const t of timers.values()) t.start();
    },
    tick: (name) => timer(name).tick(),
    async stop() {
      abort.abort();
      await Promise.all([...timers.values()].map((t) => t.stop()));
    },
    running: () => [...inFlight],
  };
}
