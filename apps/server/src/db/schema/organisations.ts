import { sql } from "drizzle-orm";
import {
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  index,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Branding the web may use for a landlord: palette colours by token name and a text logo. */
export interface Branding {
  colors: Record<string, string>;
  logoText: string;
}

export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  branding: jsonb("branding").$type<Branding>().notNull(),
  /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
  externalId: text("external_id").unique("organisations_external_id_uq"),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const buildings = pgTable(
  "buildings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    streetAddress: text("street_address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    maintenanceCompanyName: text("maintenance_company_name"),
    maintenanceEmergencyNumber: text("maintenance_emergency_number"),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("buildings_external_id_uq"),
  },
  (t) => [index("buildings_organisation_idx").on(t.organisationId)],
);

export const apartments = pgTable(
  "apartments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
    /** As written on the door and in letters, e.g. "A 12". */
    apartmentNumber: text("apartment_number").notNull(),
    areaM2: numeric("area_m2", { precision: 6, scale: 1, mode: "number" }).notNull(),
    rooms: integer("rooms").notNull(),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("apartments_external_id_uq"),
  },
  (t) => [uniqueIndex("apartments_building_number_uq").on(t.buildingId, t.apartmentNumber)],
);
