import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { menuItems, menus } from "../../db/schema/content.ts";

export interface MenuItemRow {
  id: number;
  parentId: number | null;
  slug: string;
  slugEn: string;
  titleFi: string;
  titleEn: string;
  titleSv: string;
  menuOrder: number;
}

export function createContentRepository(db: Db) {
  return {
    listMenus(): Promise<{ id: number; name: string; slug: string }[]> {
      return db
        .select({ id: menus.id, name: menus.name, slug: menus.slug })
        .from(menus)
        .orderBy(asc(menus.id));
    },

    listMenuItems(menuId: number): Promise<MenuItemRow[]> {
      return db
        .select({
          id: menuItems.id,
          parentId: menuItems.parentId,
          slug: menuItems.slug,
          slugEn: menuItems.slugEn,
          titleFi: menuItems.titleFi,
          titleEn: menuItems.titleEn,
          titleSv: menuItems.titleSv,
          menuOrder: menuItems.menuOrder,
        })
        .from(menuItems)
        .where(eq(menuItems.menuId, menuId))
        .orderBy(asc(menuItems.menuOrder), asc(menuItems.id));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
