import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SESSION_KINDS, type SessionKind } from "@portal/schemas/session.constants";
import { userAccounts } from "./persons.ts";
import { contracts } from "./contracts.ts";
import { staffMembers } from "./staff.ts";

/**
 * Who a session signs in (SESSION_KINDS): a tenant (an account on a contract), a staff member (no
 * account and no contract), or a staff member viewing a tenant's pages read-only (both).
 */
export type { SessionKind };

/** The primary key is the SHA-256 of the bearer token: a leaked table does not leak sessions. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: SESSION_KINDS }).notNull().default("tenant"),
    /** The tenant's account (tenant and impersonation sessions). */
    userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "cascade" }),
    /** The contract chosen at sign-in (tenant and impersonation sessions). */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    /** The staff member (staff and impersonation sessions). */
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_staff_idx").on(t.staffId),
    index("sessions_expires_idx").on(t.expiresAt),
    check(
      "sessions_kind_ck",
      sql`(${t.kind} = 'tenant' and ${t.userId} is not null and ${t.contractId} is not null and ${t.staffId} is null)
        or (${t.kind} = 'staff' and ${t.staffId} is not null and ${t.userId} is null and ${t.contractId} is null)
        or (${t.kind} = 'impersonation' and ${t.staffId} is not null and ${t.userId} is not null and ${t.contractId} is not null)`,
    ),
  ],
);
