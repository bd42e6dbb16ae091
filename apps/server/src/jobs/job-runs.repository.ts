import { eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobRuns } from "../db/schema/jobs.ts";

/**
 * The last pass of each once-only job, whichever process ran it. Called under the job's advisory
 * lock, so no two processes claim at once. The database's clock decides, not each process's.
 */
export function createJobRunsRepository(db: Db) {
  return {
    /**
     * Starts a pass of `name` unless one started less than 90 % of `intervalMs` ago (so two
     * processes' timers, a little apart, still make one pass per interval); true when claimed.
     */
    async claim(name: string, intervalMs: number): Promise<boolean> {
      const due = sql`now() - make_interval(secs => ${(intervalMs * 0.9) / 1000})`;
      const rows = await db
        .insert(jobRuns)
        .values({ name, startedAt: sql`now()` })
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: { startedAt: sql`now()`, finishedAt: null, succeeded: null },
          setWhere: lte(jobRuns.startedAt, due),
        })
        .returning({ name: jobRuns.name });
      return rows.length > 0;
    },

    async finish(name: string, succeeded: boolean): Promise<void> {
      await db
        .update(jobRuns)
        .set({ finishedAt: sql`now()`, succeeded })
        .where(eq(jobRuns.name, name));
    },

    async list() {
      return db.select().from(jobRuns).orderBy(jobRuns.name);
    },
  };
}
export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
