import type { Db } from "../db/client.ts";
import { menuItems, menus } from "../db/schema/content.ts";
import { MAIN_MENU, MAIN_MENU_ITEMS, type MenuSeedItem } from "./menu.ts";

/**
 * Parents first, so children can reference the generated parent ids. menu_order is the position in
 * the whole menu, as WordPress numbers it, so ordering by it yields the tree in reading order.
 */
export async function seedMainMenu(db: Pick<Db, "insert">): Promise<void> {
  const [menu] = await db.insert(menus).values(MAIN_MENU).returning({ id: menus.id });
  if (!menu) throw new Error("menu insert returned nothing");
  let order = 0;
  const insert = async (items: MenuSeedItem[], parentId: number | null) => {
    for (const item of items) {
      const [row] = await db
        .insert(menuItems)
        .values({
          menuId: menu.id,
          parentId,
          slug: item.slug,
          slugEn: item.slugEn,
          titleFi: item.fi,
          titleEn: item.en,
          titleSv: item.sv,
          menuOrder: ++order,
        })
        .returning({ id: menuItems.id });
      if (item.children) await insert(item.children, row!.id);
    }
  };
  await insert(MAIN_MENU_ITEMS, null);
}
