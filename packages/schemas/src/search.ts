import { z } from "zod";
import { language } from "./common.ts";

/** Longer queries are cut to this, never refused: any string is a valid query. */
export const SEARCH_QUERY_MAX = 200;

export const searchQuery = z.object({
  q: z
    .string()
    .default("")
    .transform((q) => q.trim().slice(0, SEARCH_QUERY_MAX)),
  lang: language.default("fi"),
});

export const SEARCH_KINDS = ["page", "post", "notice", "event", "document"] as const;
export const searchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKind>;

export const searchResult = z.object({
  /** A string, so kinds with uuid ids fit the same shape. */
  id: z.string(),
  title: z.string(),
  /** In-app path: pages by their menu path, posts at /uutiset/<slug>. */
  path: z.string(),
  /** Plain text, HTML-escaped, with the matches wrapped in <mark>…</mark>. */
  snippet: z.string(),
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** GET /api/search?q=…&lang=fi|en; kinds without results are absent, best group first. */
export const searchResponse = z.object({
  query: z.string(),
  total: z.number().int(),
  groups: z.array(z.object({ kind: searchKind, results: z.array(searchResult) })),
});
export type SearchResponse = z.infer<typeof searchResponse>;
