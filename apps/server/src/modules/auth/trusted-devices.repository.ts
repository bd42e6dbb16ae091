import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trustedDevices } from "../../db/schema/devices.ts";

export interface TrustedDevice {
  userId: string;
  lastUsedAt: Date;
}

export type TrustedDevicesRepository = ReturnType<typeof createTrustedDevicesRepository>;

export function createTrustedDevicesRepository(db: Db) {
  return {
    async find(idHash: string): Promise<TrustedDevice | null> {
      const rows = await db
        .select({ userId: trustedDevices.userId, lastUsedAt: trustedDevices.lastUsedAt })
        .from(trustedDevices)
        .where(eq(trustedDevices.id, idHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(idHash: string, userId: string, at: Date): Promise<void> {
      await db.insert(trustedDevices).values({ id: idHash, userId, createdAt: at, lastUsedAt: at });
    },

    /** A success in this browser: its own count of failures starts again. */
    async touch(idHash: string, at: Date): Promise<void> {
      await db
        .update(trustedDevices)
        .set({ lastUsedAt: at, failures: 0 })
        .where(eq(trustedDevices.id, idHash));
    },

    /** One more wrong password in this browser; at `limit` the device is no longer trusted. */
    async recordFailure(idHash: string, limit: number): Promise<void> {
      const rows = await db
        .update(trustedDevices)
        .set({ failures: sql`${trustedDevices.failures} + 1` })
        .where(eq(trustedDevices.id, idHash))
        .returning({ failures: trustedDevices.failures });
      if ((rows[0]?.failures ?? 0) >= limit)
        await db.delete(trustedDevices).where(eq(trustedDevices.id, idHash));
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(trustedDevices).where(eq(trustedDevices.id, idHash));
    },

    /** Keeps the `keep` most recently used devices of the account, so the table cannot grow without end. */
    async keepNewest(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt))
        .limit(keep);
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.id, newest)));
    },

    /** Every device of these accounts (staff, tests). */
    async deleteOfUsers(userIds: string[]): Promise<void> {
      if (userIds.length > 0) await db.delete(trustedDevices).where(inArray(trustedDevices.userId, userIds));
    },
  };
}
