import { queryOptions } from "@tanstack/react-query";
import type { Language } from "@portal/schemas/common";
import { ApiError } from "../api.ts";

// Loaded on first use: the client's schemas (and zod) stay out of the code every page needs first.
const client = () => import("./client.ts");

/**
 * One more try after a network failure or a 5xx, then the page says it failed and offers a retry:
 * three tries with back-off would leave the tenant looking at a loader for seven seconds.
 */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** The default page in each language (Swedish shares the Finnish slug), shown for a slug the content service does not know. */
export const DEFAULT_PAGE_SLUG = {
  fi: "sisaltoa-ei-loytynyt",
  sv: "sisaltoa-ei-loytynyt",
  en: "content-not-found",
} as const;

/** A page by slug; an unknown slug answers the default page, marked so the page can say so. */
export const contentPageQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ["content", "page", slug, lang],
    queryFn: async ({ signal }) => {
      const { fetchPage } = await client();
      const page = await fetchPage(slug, lang, signal);
      if (page) return { page, fallback: false };
      const fallback = await fetchPage(DEFAULT_PAGE_SLUG[lang], lang, signal);
      return { page: fallback, fallback: true };
    },
    staleTime: 5 * 60_000,
    retry,
  });

export const latestNewsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ["content", "posts", "latest", lang],
    queryFn: async ({ signal }) => (await client()).fetchPosts(lang, { perPage: 3, signal }),
    staleTime: 5 * 60_000,
    retry,
  });

export const postQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ["content", "post", slug, lang],
    queryFn: async ({ signal }) =>
      (await (await client()).fetchPosts(lang, { perPage: 1, slug, signal }))[0] ?? null,
    staleTime: 5 * 60_000,
    retry,
  });

/**
 * Bulletins arrive with their HTML already sanitised: the sanitiser loads inside the read, only
 * when there is a bulletin, so the layout can show them together with the page instead of pushing
 * it down a moment later.
 */
export const bulletinsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ["content", "bulletins", lang],
    queryFn: async ({ signal }) => {
      const bulletins = await (await client()).fetchBulletins(lang, signal);
      if (bulletins.length === 0) return bulletins;
      const { sanitizeHtml } = await import("./sanitize.ts");
      return bulletins.map((b) => ({
        ...b,
        content: { ...b.content, rendered: sanitizeHtml(b.content.rendered) },
      }));
    },
    staleTime: 5 * 60_000,
    retry,
  });
