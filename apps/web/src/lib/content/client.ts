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
import { ApiError } from "../api.ts";

export const DEFAULT_CONTENT_API = "/api/content";
/** Pages, blocks and posts give up after this long, so a stalled content service shows an error. */
export const CONTENT_TIMEOUT_MS = 30_000;

/**
 * The content service's base URL as the server configured it (CONTENT_API_URL in a meta tag), so
 * the same build reads the built-in service or a real WordPress.
 */
export function contentBaseUrl(doc: Document | undefined = globalThis.document): string {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="portal-content-api"]');
  const value = meta?.content.trim();
  return (value || DEFAULT_CONTENT_API).replace(/\/+$/, "");
}

/** The caller's signal (a query being cancelled) and the service timeout, whichever comes first. */
export function withTimeout(signal: AbortSignal | undefined, ms = CONTENT_TIMEOUT_MS): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

type Options = { signal?: AbortSignal | undefined; timeout?: boolean; credentials?: RequestCredentials };

/*
 * The content is public: no session header ever goes to the content service, which may be another
 * site's WordPress. Bulletins go out without cookies either, as the contract asks.
 */
async function getContent<T extends z.ZodType>(
  path: string,
  params: Record<string, string | undefined>,
  schema: T,
  { signal, timeout = false, credentials = "same-origin" }: Options,
): Promise<z.infer<T>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const search = query.size > 0 ? `?${query}` : "";
  const res = await fetch(`${contentBaseUrl()}/wp/v2/${path}${search}`, {
    headers: { accept: "application/json" },
    credentials,
    signal: timeout ? withTimeout(signal) : (signal ?? null),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  if (res.status !== 200) throw new ApiError(res.status, body);
  return schema.parse(body);
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
