import { queryOptions } from "@tanstack/react-query";
import { menusResponse, type Menu } from "@portal/schemas/content";
import { fetchMenus } from "../../../lib/content/client.ts";
import { readPersisted, writePersisted } from "../../../lib/persisted.ts";

const KEY = "menus";

/** GET /api/content/wp/v2/menus: fetched once a session; the copy in session storage survives a reload. */
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ["content", "menus"],
    queryFn: async ({ signal }) => {
      const menus = await fetchMenus(signal);
      writePersisted(KEY, menus);
      return menus;
    },
    initialData: () => readPersisted(KEY, (value): value is Menu[] => menusResponse.safeParse(value).success),
    staleTime: Infinity,
    gcTime: Infinity,
  });
