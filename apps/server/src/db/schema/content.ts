import { integer, pgTable, text, index, unique, type AnyPgColumn } from "drizzle-orm/pg-core";

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
    menuOrder: integer("menu_order").notNull(),
  },
  (t) => [
    index("menu_items_menu_idx").on(t.menuId),
    unique("menu_items_menu_parent_slug_uq").on(t.menuId, t.parentId, t.slug),
  ],
);
