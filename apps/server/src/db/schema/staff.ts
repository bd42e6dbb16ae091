import { sql } from "drizzle-orm";
import { boolean, pgTable, primaryKey, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "@portal/schemas/staff.constants";
import { buildings } from "./organisations.ts";

/** The landlord's staff: customer service, property managers, administrators. */
export const staffMembers = pgTable("staff_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text("email").notNull().unique("staff_members_email_uq"),
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
