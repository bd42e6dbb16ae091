import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { RESOURCE_KINDS } from "@portal/schemas/bookings.constants";
import { billingTargets } from "./billing.ts";
import { contracts } from "./contracts.ts";
import { apartments, buildings } from "./organisations.ts";
import { persons } from "./persons.ts";

/**
 * What a building lets its households book, with its rules. Times of day are minutes after local
 * midnight in the building's zone (Europe/Helsinki): slots are wall-clock hours whatever DST does.
 */
export const bookingResources = pgTable(
  "booking_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
    kind: text("kind", { enum: RESOURCE_KINDS }).notNull(),
    nameFi: text("name_fi").notNull(),
    nameEn: text("name_en").notNull(),
    /** Swedish; empty reads as the Finnish name. */
    nameSv: text("name_sv").notNull().default(""),
    slotMinutes: integer("slot_minutes").notNull(),
    opensMinute: integer("opens_minute").notNull(),
    closesMinute: integer("closes_minute").notNull(),
    windowDays: integer("window_days").notNull(),
    /** Active bookings one apartment may hold of this resource at a time. */
    quota: integer("quota").notNull(),
    lateCancelHours: integer("late_cancel_hours").notNull(),
    /** Monthly fee of a weekly turn; null: the resource has no weekly turns. */
    fixedTurnFeeCents: integer("fixed_turn_fee_cents"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("booking_resources_building_idx").on(t.buildingId, t.position),
    check(
      "booking_resources_hours_ck",
      sql`${t.slotMinutes} > 0 and ${t.opensMinute} >= 0 and ${t.closesMinute} <= 1440 and ${t.opensMinute} + ${t.slotMinutes} <= ${t.closesMinute}`,
    ),
    check(
      "booking_resources_rules_ck",
      sql`${t.windowDays} > 0 and ${t.quota} > 0 and ${t.lateCancelHours} >= 0`,
    ),
  ],
);

/**
 * A booked slot. No two active bookings of one resource overlap: the migration adds an exclusion
 * constraint (bookings_no_overlap, btree_gist) that drizzle cannot express, so the database itself
 * refuses the second of two concurrent requests.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id),
    apartmentId: uuid("apartment_id")
      .notNull()
      .references(() => apartments.id),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** Who booked: anyone on the contract sees and cancels the household's bookings. */
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** Cancelled within the resource's late-cancel hours: counts toward the quota until endsAt. */
    lateCancel: boolean("late_cancel").notNull().default(false),
  },
  (t) => [
    // The week view's read: active bookings of a resource by start, with every column it returns,
    // so the database answers from the index alone.
    index("bookings_resource_week_idx")
      .on(t.resourceId, t.startsAt, t.endsAt, t.apartmentId, t.id)
      .where(sql`${t.cancelledAt} is null`),
    index("bookings_contract_starts_idx").on(t.contractId, t.startsAt),
    index("bookings_apartment_resource_ends_idx").on(t.apartmentId, t.resourceId, t.endsAt),
    check("bookings_span_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A household's weekly turn (a weekday and start time), billed monthly through its billing target.
 * validUntil null: until given up. One holder per weekly slot among turns not given up.
 */
export const fixedTurns = pgTable(
  "fixed_turns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id),
    apartmentId: uuid("apartment_id")
      .notNull()
      .references(() => apartments.id),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    /** ISO weekday, 1 = Monday. */
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    monthlyFeeCents: integer("monthly_fee_cents").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }),
    billingTargetId: uuid("billing_target_id").references(() => billingTargets.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("fixed_turns_slot_uq")
      .on(t.resourceId, t.weekday, t.startMinute)
      .where(sql`${t.validUntil} is null`),
    index("fixed_turns_contract_idx").on(t.contractId),
    // A resource's turns, given up or not: the week view and the booking check read them by these.
    index("fixed_turns_resource_idx").on(t.resourceId, t.weekday),
    check("fixed_turns_weekday_ck", sql`${t.weekday} between 1 and 7`),
    check("fixed_turns_period_ck", sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
  ],
);

/**
 * A tenant's calendar feed. The URL's token is the feed id and an HMAC of it under the tenant's
 * secret (derived from the server key and `salt`); only the token's SHA-256 is stored, so the table
 * alone opens no feed. Rotating replaces the row: the old URL stops working at once.
 */
export const bookingFeeds = pgTable(
  "booking_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    salt: text("salt").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("booking_feeds_tenant_uq").on(t.contractId, t.personId)],
);
