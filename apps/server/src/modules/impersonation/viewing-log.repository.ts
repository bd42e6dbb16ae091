import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { impersonationAudit } from "../../db/schema/impersonation.ts";

/**
 * A viewing's audit log as the session door writes it (auth's session store): each read, each write
 * refused as read-only and the viewing's end, every row copied from the viewing's start row (both
 * persons, the reason). The table's trigger writes the end of a viewing whose session goes without
 * signing out (expired).
 */
export function createViewingLog(db: Db) {
  return {
    /** A read by a viewing of a tenant's pages. */
    async read(sessionHash: string, path: string, address: string, at: Date): Promise<void> {
      await db.execute(sql`insert into ${impersonationAudit} (viewing_id, event, at, session_hash, staff_id,
          staff_name, staff_roles, user_id, person_id, contract_id, reason, path, address)
        select viewing_id, 'read', ${at}, session_hash, staff_id, staff_name, staff_roles, user_id,
          person_id, contract_id, reason, ${path}, ${address}
        from ${impersonationAudit} where session_hash = ${sessionHash} and event = 'start'`);
    },

    /** A write refused as read-only during a viewing: its method and path, copied like a read. */
    async refusal(
      sessionHash: string,
      method: string,
      path: string,
      address: string,
      at: Date,
    ): Promise<void> {
      await db.execute(sql`insert into ${impersonationAudit} (viewing_id, event, at, session_hash, staff_id,
          staff_name, staff_roles, user_id, person_id, contract_id, reason, method, path, address)
        select viewing_id, 'refused', ${at}, session_hash, staff_id, staff_name, staff_roles, user_id,
          person_id, contract_id, reason, ${method}, ${path}, ${address}
        from ${impersonationAudit} where session_hash = ${sessionHash} and event = 'start'`);
    },

    /**
     * The end of a viewing of a tenant's pages, before its session goes: signed out, or revoked (its
     * staff member may no longer view the tenant).
     */
    async end(sessionHash: string, at: Date, cause: "logout" | "revoked" = "logout"): Promise<void> {
      await db.execute(sql`insert into ${impersonationAudit} (viewing_id, event, at, session_hash, staff_id,
          staff_name, staff_roles, user_id, person_id, contract_id, reason, cause)
        select viewing_id, 'end', ${at}, session_hash, staff_id, staff_name, staff_roles, user_id,
          person_id, contract_id, reason, ${cause}
        from ${impersonationAudit} s where session_hash = ${sessionHash} and event = 'start'
          and not exists (select 1 from ${impersonationAudit} e where e.session_hash = s.session_hash and e.event = 'end')`);
    },
  };
}
