import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MAIN_MENU_SLUG } from "@portal/schemas/content";
import { buildMenuTree, type MenuTree } from "./menuTree.ts";
import { menusQueryOptions } from "./api/menus.ts";
import { menuItemsQueryOptions } from "./api/menuItems.ts";
import { languageOf } from "../../lib/i18n.ts";

export type MainMenu = { status: "busy" | "ready" | "error"; tree: MenuTree | undefined };

/** The main menu in the current language; load state follows the spec's ready / busy / error. */
export function useMainMenu(enabled = true): MainMenu {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const menus = useQuery({ ...menusQueryOptions(), enabled });
  const menuId = menus.data?.find((m) => m.slug === MAIN_MENU_SLUG)?.id;
  const items = useQuery({
    ...menuItemsQueryOptions(menuId ?? 0, lang),
    enabled: enabled && menuId !== undefined,
    // While the other language's menu loads, the current one stays: the page on screen keeps its
    // place (a content page stays mounted and only its text changes) instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
  const tree = useMemo(() => (items.data ? buildMenuTree(items.data) : undefined), [items.data]);

  if (tree) return { status: "ready", tree };
  if (menus.isError || items.isError || (menus.data && menuId === undefined))
    return { status: "error", tree: undefined };
  return { status: "busy", tree: undefined };
}
