import type { z } from "zod";
import type { Language } from "@portal/schemas/common";
import {
  menuItemsResponse,
  menusResponse,
  wpBulletinsResponse,
  wpPagesResponse,
  wpPostsResponse,
  type Menu,
  type MenuItem,
  type WpBulletin,
  type WpPage,
  type WpPost,
} from "@portal/schemas/content";
import { requestContent, type ContentOptions } from "./request.ts";

async function getContent<T extends z.ZodType>(
  path: string,
  params: Record<string, string | undefined>,
  schema: T,
  options: ContentOptions,
): Promise<z.infer<T>> {
  return schema.parse(await requestContent(path, params, options));
}

export function fetchMenus(signal?: AbortSignal): Promise<Menu[]> {
  return getContent("menus", {}, menusResponse, { signal });
}

export function fetchMenuItems(menuId: number, lang: Language, signal?: AbortSignal): Promise<MenuItem[]> {
  return getContent("menu-items", { menus: String(menuId), lang }, menuItemsResponse, { signal });
}

/** The page with this slug, or undefined when the service has none (WordPress answers []). */
export async function fetchPage(
  slug: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<WpPage | undefined> {
  const pages = await getContent("pages", { slug, lang }, wpPagesResponse, { signal, timeout: true });
  return pages[0];
}

export async function fetchBlock(
  slug: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<WpPage | undefined> {
  const blocks = await getContent("blocks", { slug, lang }, wpPagesResponse, { signal, timeout: true });
  return blocks[0];
}

export function fetchPosts(
  lang: Language,
  { perPage = 3, slug, signal }: { perPage?: number; slug?: string; signal?: AbortSignal } = {},
): Promise<WpPost[]> {
  return getContent("posts", { per_page: String(perPage), slug, lang }, wpPostsResponse, {
    signal,
    timeout: true,
  });
}

export function fetchBulletins(lang: Language, signal?: AbortSignal): Promise<WpBulletin[]> {
  return getContent("bulletins", { lang }, wpBulletinsResponse, { signal, credentials: "omit" });
}
