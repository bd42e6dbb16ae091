import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { throttleEvents } from "../../db/schema/throttling.ts";

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;

/** Never inside a caller's transaction: an attempt counts even when the change it tried is rolled back. */
export function createThrottleRepository(db: Db) {
  return {
    async insertEvents(buckets: string[], at: Date): Promise<void> {
      if (buckets.length === 0) return;
      await db.insert(throttleEvents).values(buckets.map((bucket) => ({ bucket, createdAt: at })));
    },

    /** Events in one bucket newer than `since`. */
    async countSince(bucket: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.bucket, bucket), gt(throttleEvents.createdAt, since)));
      return Number(rows[0]?.n ?? 0);
    },

    /** Takes back the newest event of each bucket (an attempt that turned out to be legitimate). */
    async deleteNewest(buckets: string[]): Promise<void> {
      for (const bucket of buckets) {
        const newest = db
          .select({ id: throttleEvents.id })
          .from(throttleEvents)
          .where(eq(throttleEvents.bucket, bucket))
          .orderBy(desc(throttleEvents.createdAt), desc(throttleEvents.id))
          .limit(1);
        await db.delete(throttleEvents).where(inArray(throttleEvents.id, newest));
      }
    },
  };
}
