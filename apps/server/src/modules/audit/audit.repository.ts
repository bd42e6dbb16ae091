import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

export type AuditAction = (typeof auditLog.$inferInsert)["action"];

export interface AuditEntry {
  action: AuditAction;
  userId?: string | null;
  personId?: string | null;
  /** The client address the request came from. */
  address?: string | null;
  /** Context for support (a reason, a channel). Never codes, passwords, tokens or identity codes. */
  details?: Record<string, unknown>;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** Every method takes the caller's transaction last, when the work belongs to one. */
export function createAuditRepository(db: Db) {
  return {
    /** Pass the transaction of the change being recorded, so the entry exists exactly when the change does. */
    async record(entry: AuditEntry, now: Date, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: now,
        action: entry.action,
        userId: entry.userId ?? null,
        personId: entry.personId ?? null,
        address: entry.address ?? null,
        details: entry.details ?? {},
      });
    },
  };
}
