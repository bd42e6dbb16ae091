import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)["purpose"];

export interface StoredCode {
  id: string;
  codeHash: string;
  userId: string | null;
  newValue: string | null;
  failedAttempts: number;
  expiresAt: Date;
}

export interface NewCode {
  purpose: CodePurpose;
  target: string;
  codeHash: string;
  userId: string | null;
  newValue: string | null;
  now: Date;
  expiresAt: Date;
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;

/** Every method takes the caller's transaction last, when the work belongs to one. */
export function createCodesRepository(db: Db) {
  return {
    /** Pass `tx`: issuing a code belongs to the change that caused it. */
    async replace(code: NewCode, tx: Db = db): Promise<void> {
      // Only the newest code of a purpose and target is valid: earlier unused ones end here.
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: code.now })
        .where(
          and(
            eq(oneTimeCodes.purpose, code.purpose),
            eq(oneTimeCodes.target, code.target),
            isNull(oneTimeCodes.usedAt),
          ),
        );
      await tx.insert(oneTimeCodes).values({
        purpose: code.purpose,
        target: code.target,
        codeHash: code.codeHash,
        userId: code.userId,
        newValue: code.newValue,
        createdAt: code.now,
        expiresAt: code.expiresAt,
      });
    },

    /** The newest code of a purpose and target that has not been used or replaced. */
    async findActive(purpose: CodePurpose, target: string, tx: Db = db): Promise<StoredCode | null> {
      const rows = await tx
        .select({
          id: oneTimeCodes.id,
          codeHash: oneTimeCodes.codeHash,
          userId: oneTimeCodes.userId,
          newValue: oneTimeCodes.newValue,
          failedAttempts: oneTimeCodes.failedAttempts,
          expiresAt: oneTimeCodes.expiresAt,
        })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.target, target),
            isNull(oneTimeCodes.usedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Counts a wrong try; answers the new count, or null when the code was used or locked meanwhile. */
    async recordFailedAttempt(id: string, maxAttempts: number, tx: Db = db): Promise<number | null> {
      const rows = await tx
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.usedAt),
            lt(oneTimeCodes.failedAttempts, maxAttempts),
          ),
        )
        .returning({ failedAttempts: oneTimeCodes.failedAttempts });
      return rows[0]?.failedAttempts ?? null;
    },

    /**
     * Marks the code used, only if it is still unused, unlocked and unexpired: of two concurrent
     * requests with the right code exactly one gets the row back.
     */
    async consume(id: string, now: Date, maxAttempts: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.usedAt),
            lt(oneTimeCodes.failedAttempts, maxAttempts),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
  };
}
