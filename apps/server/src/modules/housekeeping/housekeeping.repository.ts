import { and, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { trustedDevices } from "../../db/schema/devices.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { terminationFiles } from "../../db/schema/termination.ts";
import { throttleEvents } from "../../db/schema/throttling.ts";

/** Rows deleted per statement: short statements never hold locks long, whatever the backlog. */
const BATCH = 5_000;

export interface ExpiryCutoffs {
  /** Flows and codes that expired before this. */
  expiredBefore: Date;
  /** Throttle events older than this count in no window any more. */
  throttleBefore: Date;
  /** Now: a session past its absolute expiry is over. */
  sessionsEndedBefore: Date;
  /** Sessions idle since before this are over. */
  idleBefore: Date;
  /** Trusted devices unused since before this are trusted no more. */
  devicesUnusedBefore: Date;
  /** Termination uploads never given with a notice, uploaded before this, are dropped. */
  uploadsUnsentBefore: Date;
}

/**
 * Deletes in batches by key until a batch comes back short. Plain deletes are idempotent: two
 * processes running this at once delete each row once between them and neither fails.
 */
async function deleteWhere(db: Db, table: PgTable, key: PgColumn, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(BATCH);
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

export function createHousekeepingRepository(db: Db) {
  return {
    deleteExpiredIdentificationFlows: (c: ExpiryCutoffs) =>
      deleteWhere(
        db,
        identificationFlows,
        identificationFlows.state,
        lt(identificationFlows.expiresAt, c.expiredBefore),
      ),
    deleteExpiredCodes: (c: ExpiryCutoffs) =>
      deleteWhere(db, oneTimeCodes, oneTimeCodes.id, lt(oneTimeCodes.expiresAt, c.expiredBefore)),
    deleteOldThrottleEvents: (c: ExpiryCutoffs) =>
      deleteWhere(db, throttleEvents, throttleEvents.id, lt(throttleEvents.createdAt, c.throttleBefore)),
    deleteEndedSessions: (c: ExpiryCutoffs) =>
      deleteWhere(
        db,
        sessions,
        sessions.id,
        or(lt(sessions.expiresAt, c.sessionsEndedBefore), lt(sessions.lastActivityAt, c.idleBefore)) as SQL,
      ),
    /**
     * Termination uploads no notice named, older than the cutoff: up to `limit` of them, removed from
     * the table only while still unattached (a notice given meanwhile keeps its file), each with the
     * key of its bytes in the file store for the caller to delete.
     */
    async deleteUnsentTerminationFiles(c: ExpiryCutoffs, limit: number): Promise<string[]> {
      const unsent = and(
        isNull(terminationFiles.noticeId),
        lt(terminationFiles.createdAt, c.uploadsUnsentBefore),
      );
      const batch = db.select({ id: terminationFiles.id }).from(terminationFiles).where(unsent).limit(limit);
      const deleted = await db
        .delete(terminationFiles)
        .where(and(inArray(terminationFiles.id, batch), isNull(terminationFiles.noticeId)))
        .returning({ storageKey: terminationFiles.storageKey });
      return deleted.map((r) => r.storageKey);
    },
    deleteUnusedDevices: (c: ExpiryCutoffs) =>
      deleteWhere(
        db,
        trustedDevices,
        trustedDevices.id,
        lt(trustedDevices.lastUsedAt, c.devicesUnusedBefore),
      ),
  };
}
