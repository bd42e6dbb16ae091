import { queryOptions } from "@tanstack/react-query";
import { menuItemsResponse, type MenuItem } from "@portal/schemas/content";
import type { Language } from "@portal/schemas/common";
import { fetchMenuItems } from "../../../lib/content/client.ts";
import { readPersisted, writePersisted } from "../../../lib/persisted.ts";

const storageKey = (menuId: number, lang: Language) => `menu-items:${menuId}:${lang}`;

/** GET /api/content/wp/v2/menu-items?menus={id}&lang=…, cached per language like the menus. */
export const menuItemsQueryOptions = (menuId: number, lang: Language) =>
  queryOptions({
    queryKey: ["content", "menu-items", menuId, lang],
    queryFn: async ({ signal }) => {
      const items = await fetchMenuItems(menuId, lang, signal);
      writePersisted(storageKey(menuId, lang), items);
      return items;
    },
    initialData: () =>
      readPersisted(
        storageKey(menuId, lang),
        (value): value is MenuItem[] => menuItemsResponse.safeParse(value).success,
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
