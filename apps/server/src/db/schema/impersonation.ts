import { index, jsonb, pgTable, text, timestamp, uuid, bigint } from "drizzle-orm/pg-core";
import type { StaffRole } from "@portal/schemas/staff.constants";
import { userAccounts } from "./persons.ts";
import { staffMembers } from "./staff.ts";

/**
 * A staff member's request to view a tenant's pages, under way at the company's identity provider
 * and then waiting for the page's login. Keyed by the OpenID `state`; the PKCE verifier and the
 * OpenID nonce stay here. The provider's return (callback) is used once and only by the starting
 * browser (browser_hash, the SHA-256 of its cookie) within 10 minutes; it stores the SHA-256 of the
 * login nonce it hands the page, which is good for one login from the same browser within 5 minutes.
 */
export const impersonationFlows = pgTable(
  "impersonation_flows",
  {
    state: text("state").primaryKey(),
    codeVerifier: text("code_verifier").notNull(),
    oidcNonce: text("oidc_nonce").notNull(),
    browserHash: text("browser_hash").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    /** The work email the staff member gave: the provider must identify exactly this one. */
    email: text("email").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** When the provider's return was handled (right or wrong): a state works once. */
    returnedAt: timestamp("returned_at", { withTimezone: true, mode: "date" }),
    /** SHA-256 (hex) of the login nonce handed to the page; null until the provider confirmed the email. */
    loginNonceHash: text("login_nonce_hash").unique("impersonation_flows_login_nonce_uq"),
    loginExpiresAt: timestamp("login_expires_at", { withTimezone: true, mode: "date" }),
    loggedInAt: timestamp("logged_in_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("impersonation_flows_expires_idx").on(t.expiresAt)],
);

/**
 * The append-only log of staff viewing tenants' pages: one row when a viewing starts, one per page
 * read (the request path, never its query), one per write refused as read-only, and one when it ends
 * (signing out, expiry, or the staff member's right to it gone). Both
 * persons, the reason and the time are on every row; the staff member's name and roles as they were.
 * No foreign keys: the log outlives the accounts it names. A trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0016), and another writes the end of a viewing whose session is deleted
 * without signing out.
 */
export const impersonationAudit = pgTable(
  "impersonation_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** One viewing's rows share it. */
    viewingId: uuid("viewing_id").notNull(),
    /** A write refused as read-only is logged too ("refused", with its method and path). */
    event: text("event", { enum: ["start", "read", "refused", "end"] }).notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    /** The viewing session's id (the hash of its token), to find the viewing of a request. */
    sessionHash: text("session_hash").notNull(),
    staffId: uuid("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    staffRoles: jsonb("staff_roles").$type<StaffRole[]>().notNull(),
    userId: uuid("user_id").notNull(),
    personId: uuid("person_id").notNull(),
    contractId: uuid("contract_id").notNull(),
    reason: text("reason").notNull(),
    /** A read's or a refused write's request path (without the query). */
    path: text("path"),
    /** A refused write's request method. */
    method: text("method"),
    /**
     * Why a viewing ended: signed out, its session expired (or went with its account), or revoked
     * (its staff member lost the permission or the tenant's building meanwhile).
     */
    cause: text("cause", { enum: ["logout", "expired", "revoked"] }),
    /** The client address of the start and of each read. */
    address: text("address"),
  },
  (t) => [
    index("impersonation_audit_session_idx").on(t.sessionHash, t.event),
    index("impersonation_audit_user_idx").on(t.userId, t.event, t.at),
  ],
);
