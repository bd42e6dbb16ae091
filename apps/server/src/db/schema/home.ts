import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { HEATING_TYPES } from "@portal/schemas/home.constants";
import { apartments, buildings, organisations } from "./organisations.ts";

/** Pictures of an apartment (floor plans, rooms), stored in the file store under `fileKey`. */
export const apartmentImages = pgTable(
  "apartment_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    apartmentId: uuid("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull().unique("apartment_images_file_key_uq"),
    contentType: text("content_type").notNull(),
    captionFi: text("caption_fi").notNull(),
    captionEn: text("caption_en").notNull(),
    /** Swedish; empty reads as the Finnish caption. */
    captionSv: text("caption_sv").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("apartment_images_apartment_idx").on(t.apartmentId, t.position)],
);

/** A building's facts and contacts, one row per building; the building page needs it. */
export const buildingFacts = pgTable("building_facts", {
  buildingId: uuid("building_id")
    .primaryKey()
    .references(() => buildings.id, { onDelete: "cascade" }),
  builtYear: integer("built_year").notNull(),
  floors: integer("floors").notNull(),
  heating: text("heating", { enum: HEATING_TYPES }).notNull().default("district"),
  hasLift: boolean("has_lift").notNull().default(false),
  hasSauna: boolean("has_sauna").notNull().default(false),
  hasLaundry: boolean("has_laundry").notNull().default(false),
  /** The emergency plan (PDF) in the file store; null: the building has none. */
  emergencyPlanKey: text("emergency_plan_key"),
  maintenanceEmail: text("maintenance_email"),
  propertyManagerName: text("property_manager_name"),
  propertyManagerEmail: text("property_manager_email"),
  propertyManagerPhone: text("property_manager_phone"),
});

/** The landlord's customer service, one per organisation. */
export const customerServiceContacts = pgTable("customer_service_contacts", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
});

/** The apartment's water meter at the end of a month (`month` is its first day), in litres. */
export const waterReadings = pgTable(
  "water_readings",
  {
    apartmentId: uuid("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    coldLitres: integer("cold_litres").notNull(),
    hotLitres: integer("hot_litres").notNull(),
  },
  (t) => [
    unique("water_readings_apartment_month_uq").on(t.apartmentId, t.month),
    check("water_readings_month_ck", sql`extract(day from ${t.month}) = 1`),
    check("water_readings_litres_ck", sql`${t.coldLitres} >= 0 and ${t.hotLitres} >= 0`),
  ],
);
