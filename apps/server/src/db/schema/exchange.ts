import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BUILDING_TYPES, EXCHANGE_STATES } from "@portal/schemas/exchange.constants";
import {
  actorCheck,
  actorColumns,
  handlingColumns,
  senderColumns,
  statusChangeColumns,
  workItemColumns,
  workItemIndexes,
} from "./handling.ts";
import { contracts } from "./contracts.ts";
import { buildings } from "./organisations.ts";
import { userAccounts } from "./persons.ts";

/**
 * An apartment exchange notice. The apartment's facts are copied from the lease and the building
 * when the notice is written (and again when it is edited): the list, its filters and the matches
 * read one table, and a notice says what the poster saw when they posted it.
 */
export const exchangeNotices = pgTable(
  "exchange_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
    state: text("state", { enum: EXCHANGE_STATES }).notNull().default("new"),
    /** SHA-256 of the mailed confirmation secret (256 random bits); the secret itself is never stored. */
    secretHash: text("secret_hash").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    // The apartment as the lease and the building describe it.
    streetAddress: text("street_address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    rooms: integer("rooms").notNull(),
    areaM2: numeric("area_m2", { precision: 6, scale: 1, mode: "number" }).notNull(),
    rentCents: integer("rent_cents").notNull(),
    waterAdvanceCents: integer("water_advance_cents"),
    buildingType: text("building_type", { enum: BUILDING_TYPES }).notNull(),
    builtYear: integer("built_year"),
    apartmentsInBuilding: integer("apartments_in_building").notNull(),
    floors: integer("floors"),
    lift: boolean("lift"),
    // What the tenant writes.
    description: text("description").notNull(),
    wishCities: text("wish_cities").array().notNull(),
    wishRooms: integer("wish_rooms").array().notNull(),
    wishAreaMin: numeric("wish_area_min", { precision: 6, scale: 1, mode: "number" }),
    wishAreaMax: numeric("wish_area_max", { precision: 6, scale: 1, mode: "number" }),
    wishRentMinCents: integer("wish_rent_min_cents"),
    wishRentMaxCents: integer("wish_rent_max_cents"),
    wishText: text("wish_text").notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The expiry reminder was sent for this `expires_at` (a renewal asks for a new one). */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    removalReason: text("removal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // One valid notice per tenant, whatever the race.
    uniqueIndex("exchange_notices_one_valid_uq")
      .on(t.userId)
      .where(sql`${t.state} in ('new', 'published')`),
    index("exchange_notices_user_idx").on(t.userId, t.createdAt),
    // The list: published notices newest first, by city.
    index("exchange_notices_published_idx")
      .on(t.publishedAt, t.id)
      .where(sql`${t.state} = 'published'`),
    index("exchange_notices_city_published_idx")
      .on(t.city, t.publishedAt, t.id)
      .where(sql`${t.state} = 'published'`),
    // The matches: notices whose wishes name a city.
    index("exchange_notices_wish_cities_idx")
      .using("gin", t.wishCities)
      .where(sql`${t.state} = 'published'`),
    // The expiry and lease-end jobs.
    index("exchange_notices_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.state} = 'published'`),
    index("exchange_notices_contract_idx").on(t.contractId),
    index("exchange_notices_building_created_idx").on(t.buildingId, t.createdAt, t.id),
    check(
      "exchange_notices_published_ck",
      sql`${t.state} in ('new', 'deleted') or ${t.publishedAt} is not null`,
    ),
  ],
);

/** Every state a notice has had, with time and actor. */
export const exchangeNoticeStateChanges = pgTable(
  "exchange_notice_state_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => exchangeNotices.id, { onDelete: "cascade" }),
    state: text("state", { enum: EXCHANGE_STATES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    ...actorColumns(),
  },
  (t) => [
    index("exchange_notice_state_changes_notice_idx").on(t.noticeId, t.at),
    actorCheck("exchange_notice_state_changes", t),
  ],
);

/**
 * An exchange application: the applicant (sender columns) and the partner's notice, handed to
 * customer service as a work item.
 */
export const exchangeApplications = pgTable(
  "exchange_applications",
  {
    ...senderColumns(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => exchangeNotices.id),
    /** The applicant's own notice when they had one. */
    ownNoticeId: uuid("own_notice_id").references(() => exchangeNotices.id),
    message: text("message").notNull(),
    /** What the staff queue lists: the two apartments, and both tenants' details with the message. */
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    ...handlingColumns(),
    ...workItemColumns(),
  },
  (t) => [
    index("exchange_applications_user_idx").on(t.userId, t.createdAt),
    index("exchange_applications_queue_idx").on(t.status, t.createdAt, t.id),
    ...workItemIndexes("exchange_applications", t),
  ],
);

/** Every handling status an application has had. */
export const exchangeApplicationStatusChanges = pgTable(
  "exchange_application_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => exchangeApplications.id, { onDelete: "cascade" }),
    ...statusChangeColumns(),
  },
  (t) => [
    index("exchange_application_status_changes_request_idx").on(t.requestId, t.at),
    actorCheck("exchange_application_status_changes", t),
  ],
);
