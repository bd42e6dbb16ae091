import { queryOptions } from "@tanstack/react-query";
import { menusResponse, type Menu } from "@portal/schemas/content";
import { fetchMenus } from "../../../lib/content/client.ts";
import { readPersisted, writePersisted } from "../../../lib/persisted.ts";
import { MENUS_KEY } from "./menusEarly.ts";

/**
 * GET /api/content/wp/v2/menus: fetched once a session; the copy in session storage survives a
 * reload. `sent` is the request already out (menusEarly.ts), answered to the first fetch only.
 */
export const menusQueryOptions = (sent?: Promise<unknown>) => {
  let early = sent;
  return queryOptions({
    queryKey: ["content", "menus"],
    queryFn: async ({ signal }): Promise<Menu[]> => {
      const answer = early;
      early = undefined;
      const menus = answer ? menusResponse.parse(await answer) : await fetchMenus(signal);
      writePersisted(MENUS_KEY, menus);
      return menus;
    },
    initialData: () =>
      readPersisted(MENUS_KEY, (value): value is Menu[] => menusResponse.safeParse(value).success),
    staleTime: Infinity,
    gcTime: Infinity,
  });
};
