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

/** Pass the transaction of the change being recorded, so the entry exists exactly when the change does. */
export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    action: entry.action,
    userId: entry.userId ?? null,
    personId: entry.personId ?? null,
    address: entry.address ?? null,
    details: entry.details ?? {},
  });
}
