import { and, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";
import { notifications } from "../../db/schema/notifications.ts";

/** The session's contract and person: every read and close is scoped to both in its query. */
export interface Scope {
  contractId: string;
  personId: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepository(db: Db) {
  const own = (scope: Scope) =>
    and(
      eq(notifications.contractId, scope.contractId),
      personOnContract(notifications.contractId, scope.personId),
      or(isNull(notifications.personId), eq(notifications.personId, scope.personId)),
    );

  return {
    /** Open ones and ones closed since `closedSince`; important first, then newest. */
    async list(scope: Scope, closedSince: Date): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(own(scope), or(isNull(notifications.closedAt), gte(notifications.closedAt, closedSince))))
        .orderBy(
          sql`${notifications.priority} = 'important' desc`,
          desc(notifications.createdAt),
          desc(notifications.id),
        );
    },

    /**
     * Closes a closeable, open notification of the contract. Only the first close writes, so the
     * first closedAt stays however many closes arrive at once. Null: nothing was closed now.
     */
    async close(scope: Scope, id: string, at: Date): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ closedAt: at })
        .where(
          and(
            eq(notifications.id, id),
            own(scope),
            eq(notifications.isCloseable, true),
            isNull(notifications.closedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async find(scope: Scope, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), own(scope)));
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
