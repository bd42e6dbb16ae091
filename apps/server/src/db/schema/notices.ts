import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DOCUMENT_FOLDERS, EVENT_AUDIENCES } from "@portal/schemas/notices.constants";
import { apartments, buildings } from "./organisations.ts";
import { persons } from "./persons.ts";
import { staffMembers } from "./staff.ts";

/**
 * The company's own notices and events, written by staff in both languages. `text_*` is sanitised
 * HTML (modules/notices/sanitise.ts); an event also has its audience, time and place.
 */
export const companyPosts = pgTable(
  "company_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["notice", "event"] }).notNull(),
    titleFi: text("title_fi").notNull(),
    titleEn: text("title_en").notNull(),
    textFi: text("text_fi").notNull(),
    textEn: text("text_en").notNull(),
    /** Swedish title and text, optional: empty reads as the Finnish. */
    titleSv: text("title_sv").notNull().default(""),
    textSv: text("text_sv").notNull().default(""),
    /** A notice also shown as a site bulletin to the tenants of its buildings. */
    urgent: boolean("urgent").notNull().default(false),
    audience: text("audience", { enum: EVENT_AUDIENCES }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    location: text("location"),
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    createdByStaffId: uuid("created_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check(
      "company_posts_event_ck",
      sql`(${t.kind} = 'event') = (${t.audience} is not null and ${t.startsAt} is not null)`,
    ),
    check("company_posts_urgent_ck", sql`${t.kind} = 'notice' or not ${t.urgent}`),
    index("company_posts_urgent_idx")
      .on(t.publishAt)
      .where(sql`${t.urgent}`),
  ],
);

/** The buildings a post is for: its tenants see it. */
export const companyPostBuildings = pgTable(
  "company_post_buildings",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => companyPosts.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [
    primaryKey({ columns: [t.buildingId, t.postId] }),
    index("company_post_buildings_post_idx").on(t.postId),
  ],
);

/**
 * Which urgent notices a person has read: an urgent notice stays a bulletin on their pages until
 * they open it or mark it read. Goes with the notice (and the person).
 */
export const noticeReads = pgTable(
  "notice_reads",
  {
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => companyPosts.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.postId] }), index("notice_reads_post_idx").on(t.postId)],
);

/** A cost centre: a group of buildings managed and budgeted together. */
export const costCenters = pgTable("cost_centers", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique("cost_centers_code_uq"),
  name: text("name").notNull(),
});

/** Which cost centre a building belongs to (at most one). */
export const costCenterBuildings = pgTable(
  "cost_center_buildings",
  {
    buildingId: uuid("building_id")
      .primaryKey()
      .references(() => buildings.id),
    costCenterId: uuid("cost_center_id")
      .notNull()
      .references(() => costCenters.id),
  },
  (t) => [index("cost_center_buildings_cost_center_idx").on(t.costCenterId)],
);

/**
 * A PDF of a cost centre, a building or an apartment (exactly one), in a root folder (`home`: the
 * documents page; `notices`: listed among the building's notices) and an optional sub-folder. The
 * bytes live in the file store under `storageKey`.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    costCenterId: uuid("cost_center_id").references(() => costCenters.id),
    buildingId: uuid("building_id").references(() => buildings.id),
    apartmentId: uuid("apartment_id").references(() => apartments.id),
    folder: text("folder", { enum: DOCUMENT_FOLDERS }).notNull(),
    subfolder: text("subfolder").notNull().default(""),
    name: text("name").notNull(),
    storageKey: text("storage_key").notNull().unique("documents_storage_key_uq"),
    size: integer("size").notNull(),
    createdByStaffId: uuid("created_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check(
      "documents_one_owner_ck",
      sql`num_nonnulls(${t.costCenterId}, ${t.buildingId}, ${t.apartmentId}) = 1`,
    ),
    index("documents_building_idx").on(t.buildingId, t.folder, t.createdAt),
    index("documents_apartment_idx").on(t.apartmentId, t.folder, t.createdAt),
    index("documents_cost_center_idx").on(t.costCenterId, t.folder, t.createdAt),
  ],
);

/**
 * One row counting changes to what a building's lists show (company posts and their buildings,
 * documents, committee forms and their buildings), bumped by statement triggers (migration
 * 0025_notices_generation). The lists are cached per generation (modules/notices/list-cache.ts), so
 * any write, whoever makes it and on whichever server, shows at once.
 */
export const noticesGeneration = pgTable("notices_generation", {
  id: integer("id").primaryKey(),
  generation: bigint("generation", { mode: "number" }).notNull(),
});
