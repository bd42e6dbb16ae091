import type { MenuItem } from "@portal/schemas/content";

/** A menu item as the content service sends it, ordered by its id; the English slug is the same. */
export const menuItem = (id: number, slug: string, parent: number, title: string): MenuItem => ({
  id,
  slug,
  parent,
  menu_order: id,
  title: { rendered: title },
  acf: { slug_en: slug },
});
