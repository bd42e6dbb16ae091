import { sql } from "drizzle-orm";
import { boolean, pgTable, primaryKey, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "@portal/schemas/staff.constants";
import { buildings } from "./organisations.ts";

/** The landlord's staff: customer service, property managers, administrators. */
export const staffMembers = pgTable("staff_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text("email").notNull().unique("staff_members_email_uq"),
  /**
   * The company identity provider's subject (`sub`) of the member's account, bound at the first
   * sign-in: from then on that account alone signs the member in, whatever email it names.
   */
  oidcSubject: text("oidc_subject").unique("staff_members_oidc_subject_uq"),
  name: text("name").notNull(),
  /** An inactive staff member's sessions are refused. */
  active: boolean("active").notNull().default(true),
  /** Sees every building (customer service); otherwise only the buildings in staff_buildings. */
  allBuildings: boolean("all_buildings").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** A staff member's roles; what each role may do is the permission table in @portal/schemas/staff.constants. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
  },
  (t) => [primaryKey({ name: "staff_roles_pk", columns: [t.staffId, t.role] })],
);

/** The buildings a staff member without all_buildings sees. */
export const staffBuildings = pgTable(
  "staff_buildings",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "staff_buildings_pk", columns: [t.staffId, t.buildingId] }),
    index("staff_buildings_building_idx").on(t.buildingId),
  ],
);

/**
 * A staff sign-in under way at the company's identity provider, keyed by the OpenID `state`. The
 * PKCE verifier and the nonce stay here, on the server; the row is used once (used_at) and only by
 * the browser that started it (browser_hash, the SHA-256 of its sign-in cookie), within 10 minutes.
 */
export const staffSignInFlows = pgTable(
  "staff_sign_in_flows",
  {
    state: text("state").primaryKey(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    browserHash: text("browser_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("staff_sign_in_flows_expires_idx").on(t.expiresAt)],
);
