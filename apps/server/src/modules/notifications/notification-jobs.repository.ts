import { and, eq, inArray, isNotNull, isNull, like, notInArray, sql } from "drizzle-orm";
import type { NotificationMeta } from "@portal/schemas/notifications";
import type { NotificationCategory } from "@portal/schemas/notifications.constants";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { notifications } from "../../db/schema/notifications.ts";

export interface Arrear {
  contractId: string;
  arrearAmount: number;
}

/** An open arrear's key: one per contract while it is open; closing gives it up. */
export const arrearKey = (contractId: string) => `arrear:${contractId}`;

/**
 * The jobs' writes. Not scoped to a session: they act for the landlord on every contract. Each
 * statement is idempotent on its own (dedupe key + ON CONFLICT), so two processes may run at once.
 */
export function createNotificationJobsRepository(db: Db) {
  /** Closes the notifications of these keys, giving the keys up. */
  const closeWhere = (tx: Db, keys: ReturnType<typeof eq>, at: Date) =>
    tx
      .update(notifications)
      .set({ closedAt: sql`coalesce(${notifications.closedAt}, ${at})`, dedupeKey: null })
      .where(keys);
  return {
    /**
     * A person's notification under `dedupeKey` (another module's, such as a termination's step),
     * replacing the one they had under it: that one is closed and gives its key up. In the caller's
     * transaction.
     */
    async replaceKeyed(
      row: {
        contractId: string;
        personId: string;
        priority: "important" | "normal";
        category: NotificationCategory;
        meta: NotificationMeta;
        isCloseable: boolean;
        dedupeKey: string;
      },
      at: Date,
      tx: Db,
    ): Promise<void> {
      await closeWhere(tx, eq(notifications.dedupeKey, row.dedupeKey), at);
      await tx.insert(notifications).values({ ...row, createdAt: at });
    },

    /** Closes the notification under `dedupeKey`, or under every key starting with `prefix`. */
    async closeKeyed(key: { dedupeKey: string } | { prefix: string }, at: Date, tx: Db): Promise<void> {
      await closeWhere(
        tx,
        "dedupeKey" in key
          ? eq(notifications.dedupeKey, key.dedupeKey)
          : like(notifications.dedupeKey, `${key.prefix}%`),
        at,
      );
    },

    /** Opens an arrear notification per contract, or updates the amount of the open one; returns the rows written. */
    async upsertArrears(arrears: Arrear[], at: Date, tx: Db = db): Promise<number> {
      if (arrears.length === 0) return 0;
      const rows = await tx
        .insert(notifications)
        .values(
          arrears.map((a) => ({
            contractId: a.contractId,
            priority: "important" as const,
            category: "arrear" as const,
            meta: { arrearAmount: a.arrearAmount },
            isCloseable: false,
            createdAt: at,
            dedupeKey: arrearKey(a.contractId),
          })),
        )
        .onConflictDoUpdate({
          target: notifications.dedupeKey,
          set: { meta: sql`excluded.meta` },
          setWhere: sql`${notifications.meta} is distinct from excluded.meta`,
        })
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Closes the open arrears of `contractIds` except those still in arrears (`keep`). */
    async closeArrears(contractIds: string[], keep: string[], at: Date, tx: Db = db): Promise<number> {
      if (contractIds.length === 0) return 0;
      const rows = await tx
        .update(notifications)
        .set({ closedAt: at, dedupeKey: null })
        .where(
          and(
            eq(notifications.category, "arrear"),
            isNotNull(notifications.dedupeKey),
            isNull(notifications.closedAt),
            inArray(notifications.contractId, contractIds),
            keep.length > 0 ? notInArray(notifications.contractId, keep) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /**
     * One notification per lease and event: starting within `startDays` days, ending within
     * `endDays` days. The date is in the key, so a moved end date is told again.
     */
    async insertLifecycle(today: string, startDays: number, endDays: number, at: Date): Promise<number> {
      const event = (
        name: "starting" | "ending",
        column: typeof contracts.startDate | typeof contracts.endDate,
        days: number,
      ) =>
        sql`select ${contracts.id}, 'normal', 'contract_lifecycle',
            jsonb_build_object('event', ${name}::text, 'date', to_char(${column}, 'YYYY-MM-DD')), true, ${at.toISOString()}::timestamptz,
            'contract_lifecycle:' || ${contracts.id} || ':' || ${name}::text || ':' || to_char(${column}, 'YYYY-MM-DD')
          from ${contracts}
          where ${column} >= ${today}::date and ${column} <= ${today}::date + ${days}::int`;
      const result = await db.execute(sql`insert into ${notifications}
          (contract_id, priority, category, meta, is_closeable, created_at, dedupe_key)
        ${event("starting", contracts.startDate, startDays)}
        union all
        ${event("ending", contracts.endDate, endDays)}
        on conflict (dedupe_key) do nothing
        returning id`);
      return rowCount(result);
    },
  };
}
export type NotificationJobsRepository = ReturnType<typeof createNotificationJobsRepository>;

/** node-postgres and PGlite name the affected rows differently. */
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
