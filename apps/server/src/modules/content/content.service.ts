import type { Language } from "@portal/schemas/common";
import type { MenuItem } from "@portal/schemas/content";
import type { MenuItemRow } from "./content.repository.ts";

/**
 * WordPress's menu-items shape: `parent` is 0 at the top level, the title is already "rendered"
 * in the requested language, and the English slug rides along as a custom field.
 */
export function toWordPressMenuItem(row: MenuItemRow, lang: Language): MenuItem {
  return {
    id: row.id,
    title: {
      rendered: lang === "en" ? row.titleEn : lang === "sv" ? row.titleSv || row.titleFi : row.titleFi,
    },
    parent: row.parentId ?? 0,
    slug: row.slug,
    menu_order: row.menuOrder,
    acf: { slug_en: row.slugEn },
  };
}
