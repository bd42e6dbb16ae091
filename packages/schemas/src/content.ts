import { z } from "zod";
import { language } from "./common.ts";

/** WordPress REST shape: GET /api/content/wp/v2/menus */
export const menu = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const menusResponse = z.array(menu);
export type Menu = z.infer<typeof menu>;

export const menuItemsQuery = z.strictObject({
  menus: z.coerce.number().int().positive(),
  lang: language.default("fi"),
});

/** WordPress REST shape: GET /api/content/wp/v2/menu-items?menus={id}&lang=fi|en */
export const menuItem = z.object({
  id: z.number().int(),
  title: z.object({ rendered: z.string() }),
  parent: z.number().int(),
  slug: z.string(),
  menu_order: z.number().int(),
  /** English variant of the Finnish slug, kept as a custom field the way WordPress ACF does. */
  acf: z.object({ slug_en: z.string() }),
});
export const menuItemsResponse = z.array(menuItem);
export type MenuItem = z.infer<typeof menuItem>;

export const MAIN_MENU_SLUG = "paavalikko";
