import { lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteInBatches } from "../../db/batch-delete.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { trustedDevices } from "../../db/schema/devices.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { throttleEvents } from "../../db/schema/throttling.ts";

/** What of the accounts' rows expires: the housekeeping job's deletes (auth.module.ts). */
export function createExpiryRepository(db: Db) {
  return {
    /** Codes that expired before `before`. */
    deleteExpiredCodes: (before: Date) =>
      deleteInBatches(db, oneTimeCodes, oneTimeCodes.id, lt(oneTimeCodes.expiresAt, before)),
    /** Throttle events older than `before`, which count in no window any more. */
    deleteOldThrottleEvents: (before: Date) =>
      deleteInBatches(db, throttleEvents, throttleEvents.id, lt(throttleEvents.createdAt, before)),
    /** Sessions past their absolute expiry at `ended`, or idle since before `idleBefore`. */
    deleteEndedSessions: (ended: Date, idleBefore: Date) =>
      deleteInBatches(
        db,
        sessions,
        sessions.id,
        or(lt(sessions.expiresAt, ended), lt(sessions.lastActivityAt, idleBefore)) as SQL,
      ),
    /** Trusted devices unused since before `before`, trusted no more. */
    deleteUnusedDevices: (before: Date) =>
      deleteInBatches(db, trustedDevices, trustedDevices.id, lt(trustedDevices.lastUsedAt, before)),
  };
}
