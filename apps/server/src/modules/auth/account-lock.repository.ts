import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInFailures } from "../../db/schema/throttling.ts";

export interface FailureState {
  consecutive: number;
  lastFailureAt: Date;
  lockedAt: Date | null;
}

export type AccountLockRepository = ReturnType<typeof createAccountLockRepository>;

/** Never inside a caller's transaction: a failure counts even when the change it tried is rolled back. */
export function createAccountLockRepository(db: Db) {
  return {
    async find(key: string): Promise<FailureState | null> {
      const rows = await db
        .select({
          consecutive: signInFailures.consecutive,
          lastFailureAt: signInFailures.lastFailureAt,
          lockedAt: signInFailures.lockedAt,
        })
        .from(signInFailures)
        .where(eq(signInFailures.key, key))
        .limit(1);
      return rows[0] ?? null;
    },

    /** One more failure in a single statement, so concurrent failures are all counted; locks at `lockAfter`. */
    async recordFailure(key: string, at: Date, lockAfter: number): Promise<FailureState> {
      const [row] = await db
        .insert(signInFailures)
        .values({ key, consecutive: 1, lastFailureAt: at, lockedAt: lockAfter <= 1 ? at : null })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            consecutive: sql`${signInFailures.consecutive} + 1`,
            lastFailureAt: at,
            lockedAt: sql`coalesce(${signInFailures.lockedAt}, case when ${signInFailures.consecutive} + 1 >= ${lockAfter} then ${at.toISOString()}::timestamptz end)`,
          },
        })
        .returning({
          consecutive: signInFailures.consecutive,
          lastFailureAt: signInFailures.lastFailureAt,
          lockedAt: signInFailures.lockedAt,
        });
      if (!row) throw new Error("sign-in failure row missing after upsert");
      return row;
    },

    /** A success clears the count, but never a lock: only identification or staff does that. */
    async clearUnlocked(key: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.key, key), isNull(signInFailures.lockedAt)));
    },

    /** Clears count and lock; answers whether the key was locked. */
    async clear(key: string): Promise<boolean> {
      const rows = await db
        .delete(signInFailures)
        .where(eq(signInFailures.key, key))
        .returning({ lockedAt: signInFailures.lockedAt });
      return rows[0]?.lockedAt != null;
    },

    /** Locks at once (staff, the demo world). */
    async lock(key: string, at: Date, consecutive: number): Promise<void> {
      await db
        .insert(signInFailures)
        .values({ key, consecutive, lastFailureAt: at, lockedAt: at })
        .onConflictDoUpdate({ target: signInFailures.key, set: { lockedAt: at } });
    },
  };
}
