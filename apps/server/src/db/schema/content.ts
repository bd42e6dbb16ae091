import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Integer ids because the WordPress REST shape the web reads uses numbers. */
export const menus = pgTable("menus", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique("menus_slug_uq"),
});

export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    slugEn: text("slug_en").notNull(),
    titleFi: text("title_fi").notNull(),
    titleEn: text("title_en").notNull(),
    /** Swedish; empty reads as the Finnish title. Swedish pages share the Finnish slugs. */
    titleSv: text("title_sv").notNull().default(""),
    menuOrder: integer("menu_order").notNull(),
  },
  (t) => [
    index("menu_items_menu_idx").on(t.menuId),
    unique("menu_items_menu_parent_slug_uq").on(t.menuId, t.parentId, t.slug),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The editor's HTML as plain text, in SQL so the database derives it itself: tags become spaces and
 * the entities WordPress writes most often are decoded, so words split where a reader sees them split.
 */
const plainText = (column: string) =>
  `btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#8217;', '’'), '&#039;', ''''), '&amp;', '&'), '\\s+', ' ', 'g'))`;

/** Finnish rows stem as Finnish (saunavuoro finds saunavuorot), Swedish as Swedish (bastutur finds bastuturer), English as English. */
const configuration =
  "(case lang when 'en' then 'english'::regconfig when 'sv' then 'swedish'::regconfig else 'finnish'::regconfig end)";

/**
 * Pages, reusable blocks, news posts and bulletins in one table, so one index answers search. A
 * translation pair shares translation_group. Rows synced from an external WordPress carry its id.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ["page", "block", "post", "bulletin"] }).notNull(),
    slug: text("slug").notNull(),
    lang: text("lang", { enum: LANGUAGES }).notNull(),
    translationGroup: text("translation_group").notNull(),
    title: text("title").notNull(),
    html: text("html").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    acf: jsonb("acf").$type<Record<string, unknown>>().notNull().default({}),
    externalId: integer("external_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    /** What search takes its snippets from. */
    bodyText: text("body_text")
      .notNull()
      .generatedAlwaysAs(sql.raw(plainText("html"))),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector(${configuration}, title), 'A') || setweight(to_tsvector(${configuration}, ${plainText("html")}), 'B')`,
        ),
      ),
  },
  (t) => [
    unique("content_pages_kind_lang_slug_uq").on(t.kind, t.lang, t.slug),
    index("content_pages_group_idx").on(t.translationGroup),
    index("content_pages_kind_lang_published_idx").on(t.kind, t.lang, t.publishedAt),
    index("content_pages_search_idx").using("gin", t.searchVector),
    check("content_pages_kind_ck", sql`${t.kind} in ('page', 'block', 'post', 'bulletin')`),
    check("content_pages_lang_ck", sql`${t.lang} in ('fi', 'sv', 'en')`),
  ],
);

/**
 * One row counting changes to content_pages, bumped by a statement trigger (migration
 * 0011_content_generation): search caches answers per generation, so any write, whoever makes it,
 * is searchable at once.
 */
export const contentGeneration = pgTable("content_generation", {
  id: integer("id").primaryKey(),
  generation: bigint("generation", { mode: "number" }).notNull(),
});
