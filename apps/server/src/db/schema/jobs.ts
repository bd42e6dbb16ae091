import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The last pass of each job that runs in one server process at a time (a job declared "once" in its module's manifest):
 * a process starts a pass only when the last one, by any process, started an interval ago or more,
 * so two instances share one hourly schedule instead of running it twice. Read by an operator too.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  /** Null while the pass runs (or when its process died during it). */
  finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  /** Null while the pass runs. */
  succeeded: boolean("succeeded"),
});
