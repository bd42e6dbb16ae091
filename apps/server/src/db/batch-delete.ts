import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** Rows deleted per statement: short statements never hold locks long, whatever the backlog. */
const BATCH = 5_000;

/**
 * Deletes the rows `where` selects in batches by key until a batch comes back short; how many.
 * Plain deletes are idempotent: two processes running this at once delete each row once between
 * them and neither fails. What expires is deleted this way (the housekeeping job, modules' expiries).
 */
export async function deleteInBatches(db: Db, table: PgTable, key: PgColumn, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(BATCH);
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}
