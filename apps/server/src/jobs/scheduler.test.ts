import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.ts";
import { jobRuns } from "../db/schema/jobs.ts";
import { createMetrics } from "../plugins/metrics.ts";
import { testDatabases } from "../test/databases.ts";
import type { JobDefinition } from "../lib/job.ts";
import { createScheduler } from "./scheduler.ts";

const HOUR = 3_600_000;

function recordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) =>
    void lines.push({ level, details, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

/** A metric's value for one label set, from the registry's text. */
async function sample(metrics: ReturnType<typeof createMetrics>, name: string, job: string, extra = "") {
  const text = await metrics.registry.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{job="${job}"${extra}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe.each(testDatabases)("the job scheduler on $name", (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    database = created.database;
    drop = created.drop;
    await database.migrate();
  });
  afterAll(() => drop());

  it("counts and logs a pass that throws, never throws itself, and runs the job again on its interval", async () => {
    let calls = 0;
    const job: JobDefinition = {
      name: "boom",
      intervalMs: 20,
      once: false,
      first: "at-start",
      pass: {
        runOnce: async () => {
          calls++;
          throw new Error("the provider answered 500");
        },
      },
    };
    const metrics = createMetrics();
    const { lines, log } = recordingLog();
    const scheduler = createScheduler({ jobs: [job], database, metrics, log });
    scheduler.start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await scheduler.stop();
    const failures = await sample(metrics, "portal_job_failures_total", "boom");
    expect(failures).toBe(calls);
    expect(await sample(metrics, "portal_job_runs_total", "boom")).toBe(calls);
    const failed = lines.filter((l) => l.level === "error");
    expect(failed).toHaveLength(calls);
    expect(failed[0]).toMatchObject({
      details: { job: "boom", error: "Error: the provider answered 500" },
      message: "job failed; it runs again on its interval",
    });
  });

  it("runs a once-only job in one process at a time and once per interval among them", async () => {
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job: JobDefinition = {
      name: "monthly-something",
      intervalMs: HOUR,
      once: true,
      first: "later",
      pass: {
        runOnce: async () => {
          runs++;
          await held;
          return runs;
        },
      },
    };
    // Two processes' schedulers: on PostgreSQL each takes the lock on a connection of its own.
    const metrics = [createMetrics(), createMetrics()];
    const [a, b] = metrics.map((m) =>
      createScheduler({ jobs: [job], database, metrics: m, log: recordingLog().log }),
    );
    const first = a!.tick(job.name);
    await vi.waitFor(() => expect(runs).toBe(1));
    // While the first pass runs: PostgreSQL's lock is held; the embedded database serves one process,
    // and job_runs alone says the pass has started.
    await b!.tick(job.name);
    release();
    await first;
    // Within the interval: already done, by whichever process.
    await b!.tick(job.name);
    expect(runs).toBe(1);
    const skips = async (reason: string) =>
      sample(metrics[1]!, "portal_job_skips_total", job.name, `,reason="${reason}"`);
    if (target.name === "postgres") {
      expect(await skips("running_elsewhere")).toBe(1);
      expect(await skips("ran_recently")).toBe(1);
    } else expect(await skips("ran_recently")).toBe(2);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    expect(row).toMatchObject({ succeeded: true });
    expect(row!.finishedAt).not.toBeNull();

    // An interval later the next process to look runs it.
    await database.db
      .update(jobRuns)
      .set({ startedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobRuns.name, job.name));
    await b!.tick(job.name);
    expect(runs).toBe(2);
    expect(await sample(metrics[1]!, "portal_job_runs_total", job.name)).toBe(1);
  });

  it("stops a pass between its units and waits for the unit in flight", async () => {
    let units = 0;
    let inUnit = false;
    const job: JobDefinition = {
      name: "units",
      intervalMs: HOUR,
      once: false,
      first: "later",
      pass: {
        runOnce: async (signal) => {
          while (!signal?.aborted) {
            inUnit = true;
            await new Promise((resolve) => setTimeout(resolve, 5));
            units++;
            inUnit = false;
          }
          return units;
        },
      },
    };
    const scheduler = createScheduler({ jobs: [job], database, log: recordingLog().log });
    const pass = scheduler.tick(job.name);
    await vi.waitFor(() => expect(units).toBeGreaterThanOrEqual(2));
    expect(scheduler.running()).toEqual(["units"]);
    await scheduler.stop();
    expect(inUnit).toBe(false);
    const done = units;
    await pass;
    expect(units).toBe(done);
    expect(scheduler.running()).toEqual([]);
  });
});
