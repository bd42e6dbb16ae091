import type { z } from "zod";
import { LANGUAGES, type Language } from "@portal/schemas/common";
import {
  wpBulletinsResponse,
  wpPagesResponse,
  wpPostsResponse,
  type WpBulletin,
  type WpPage,
  type WpPost,
} from "@portal/schemas/content";
import type { Db } from "../../db/client.ts";
import {
  createContentPagesRepository,
  type ContentKind,
  type ContentWrite,
} from "./content-pages.repository.ts";
import type { JobPass } from "../../lib/job.ts";
import { decodeTextEntities, decodeTitle } from "./wp-entities.ts";

export interface ContentSyncOptions {
  db: Db;
  /** An external content service's base, e.g. https://cms.example.fi/wp-json. */
  baseUrl: string;
  /** Per request, as the web waits for content. */
  timeoutMs?: number;
  /** Stop after this many pages of 100: a runaway X-WP-TotalPages must not loop forever. */
  maxPages?: number;
}

/** WordPress without the gmt field states local time; with it, UTC without a zone marker. */
function wpTime(local: string, gmt: string | undefined): Date {
  const at = new Date(gmt ? `${gmt}Z` : local);
  return Number.isNaN(at.getTime()) ? new Date(0) : at;
}

const asLanguage = (value: unknown, fallback: Language): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : fallback;

/** Polylang links a translation pair by its ids; the Finnish id names the pair. */
function group(kind: ContentKind, item: { id: number; translations?: { fi?: number } }) {
  return `wp:${kind}:${item.translations?.fi ?? item.id}`;
}

/**
 * Copies an external WordPress's pages, posts and bulletins into content_pages, where search indexes
 * them, so search answers for the same text the web shows. Each kind is replaced whole once all of
 * its pages have been read: a failed read leaves the previous copy in place.
 */
/** How many of each kind the pass copied. */
export interface ContentSyncCounts {
  pages: number;
  posts: number;
  bulletins: number;
}

export function createContentSync(options: ContentSyncOptions): JobPass<ContentSyncCounts> {
  const repo = createContentPagesRepository(options.db);
  /** The pass's stop signal: a stopping process does not wait for a slow service's pages. */
  let passSignal: AbortSignal | undefined;
  const base = options.baseUrl.replace(/\/+$/, "");
  const maxPages = options.maxPages ?? 50;

  async function readAll<S extends z.ZodType<unknown[]>>(path: string, lang: Language, schema: S) {
    const items: z.output<S>[number][] = [];
    for (let page = 1; page <= maxPages; page++) {
      const url = `${base}/wp/v2/${path}?per_page=100&page=${page}&lang=${lang}`;
      const res = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.any([
          AbortSignal.timeout(options.timeoutMs ?? 30_000),
          ...(passSignal ? [passSignal] : []),
        ]),
      });
      // WordPress answers 400 rest_post_invalid_page_number past the last page.
      if (res.status === 400 && page > 1) break;
      if (!res.ok) throw new Error(`${path} page ${page}: HTTP ${res.status}`);
      const batch = schema.parse(await res.json()) as unknown[];
      items.push(...(batch as z.output<S>[number][]));
      const totalPages = Number(res.headers.get("x-wp-totalpages") ?? "1");
      if (batch.length === 0 || !(page < totalPages)) break;
    }
    return items;
  }

  const pageRow = (kind: "page" | "post", item: WpPage | WpPost): ContentWrite => ({
    kind,
    slug: item.slug,
    // Without Polylang there is no lang: the site's one language, Finnish.
    lang: asLanguage(item.lang, "fi"),
    translationGroup: group(kind, item),
    title: decodeTitle(item.title.rendered),
    html: decodeTextEntities(item.content.rendered),
    excerpt: decodeTextEntities(item.excerpt?.rendered ?? ""),
    acf: {},
    publishedAt: wpTime(item.date, item.date_gmt),
    modifiedAt: wpTime(
      item.modified ?? item.date,
      "modified_gmt" in item ? (item.modified_gmt as string) : undefined,
    ),
  });

  const bulletinRow = (item: WpBulletin): ContentWrite => ({
    kind: "bulletin",
    slug: typeof item.slug === "string" && item.slug ? item.slug : `bulletin-${item.id}`,
    lang: item.acf.bulletin_language,
    translationGroup: `wp:bulletin:${item.id}`,
    title: decodeTitle(item.title.rendered),
    html: decodeTextEntities(item.content.rendered),
    excerpt: "",
    acf: {
      bulletin_language: item.acf.bulletin_language,
      show_on_pages: item.acf.show_on_pages,
      bulletin_type: item.acf.bulletin_type,
    },
    publishedAt: wpTime(item.date, typeof item.date_gmt === "string" ? item.date_gmt : undefined),
    modifiedAt: wpTime(item.date, typeof item.date_gmt === "string" ? item.date_gmt : undefined),
  });

  async function syncKind(
    kind: ContentKind,
    read: (lang: Language) => Promise<{ row: ContentWrite; id: number }[]>,
  ) {
    const all = (await Promise.all(LANGUAGES.map(read))).flat();
    // A service without Polylang answers the same items for both languages: keep each once.
    const unique = new Map(all.map((entry) => [`${entry.row.lang}:${entry.row.slug}`, entry]));
    const entries = [...unique.values()];
    await repo.replaceKind(
      kind,
      entries.map((e) => e.row),
      entries.map((e) => e.id),
    );
    return entries.length;
  }

  async function runOnce(signal?: AbortSignal): Promise<ContentSyncCounts> {
    passSignal = signal;
    const pages = await syncKind("page", async (lang) =>
      (await readAll("pages", lang, wpPagesResponse)).map((p) => ({
        row: pageRow("page", p),
        id: p.id,
      })),
    );
    const posts = await syncKind("post", async (lang) =>
      (await readAll("posts", lang, wpPostsResponse)).map((p) => ({
        row: pageRow("post", p),
        id: p.id,
      })),
    );
    const bulletins = await syncKind("bulletin", async (lang) =>
      (await readAll("bulletins", lang, wpBulletinsResponse))
        .filter((b) => b.acf.bulletin_language === lang)
        .map((b) => ({ row: bulletinRow(b), id: b.id })),
    );
    return { pages, posts, bulletins };
  }

  return {
    runOnce,
    report: (counts) => ({ details: { ...counts }, message: "content sync done" }),
  };
}
export type ContentSync = ReturnType<typeof createContentSync>;
