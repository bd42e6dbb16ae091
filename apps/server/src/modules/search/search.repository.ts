import { eq, sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { contentGeneration } from "../../db/schema/content.ts";

/** Marks ts_headline puts around matches; characters no editor types, swapped for <mark> after escaping. */
export const START_SEL = "\u0001";
export const STOP_SEL = "\u0002";

/** Results per kind: a results page, not an archive. */
export const RESULTS_PER_KIND = 10;

export interface SearchRow {
  id: number;
  kind: "page" | "post";
  slug: string;
  title: string;
  rank: number;
  kindTotal: number;
  snippet: string;
  /** The row's whole text, so the snippet can be widened back to its sentence's start. */
  bodyText: string;
}

/** Letters and digits only: what is left can never be tsquery syntax. */
export function queryWords(q: string): string[] {
  return q.match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface RawRow {
  id: number;
  kind: "page" | "post";
  slug: string;
  title: string;
  rank: number | string;
  kind_total: number | string;
  snippet: string;
  body_text: string;
}

/** Each language's rows are stemmed by its own text search configuration (content_pages.search_vector). */
const TEXT_SEARCH_CONFIGS: Record<Language, string> = { fi: "finnish", sv: "swedish", en: "english" };

export function createSearchRepository(db: Db) {
  return {
    /** Bumped by the database on every write to content_pages (a statement trigger). */
    async generation(): Promise<number> {
      const [row] = await db
        .select({ generation: contentGeneration.generation })
        .from(contentGeneration)
        .where(eq(contentGeneration.id, 1));
      return row?.generation ?? 0;
    },

    /**
     * The query as the user wrote it (websearch_to_tsquery: quotes, or, -word) or, so results come
     * while typing, the same with the last word as a prefix. Title matches first, then ts_rank_cd;
     * snippets only for the rows returned, as ts_headline is the costly part.
     */
    async search(q: string, lang: Language): Promise<SearchRow[]> {
      const words = queryWords(q);
      const last = words.at(-1);
      if (!last) return [];
      const config = TEXT_SEARCH_CONFIGS[lang];
      const rest = words.slice(0, -1).join(" ");
      const options = `StartSel=${START_SEL}, StopSel=${STOP_SEL}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;
      const result = await db.execute(sql`
        with q as (
          select websearch_to_tsquery(${config}::regconfig, ${q})
            || (websearch_to_tsquery(${config}::regconfig, ${rest})
                && to_tsquery(${config}::regconfig, ${last + ":*"})) as query
        ),
        matches as (
          select c.id, c.kind, c.slug, c.title, c.body_text, q.query,
            ts_rank_cd(c.search_vector, q.query) as rank,
            ts_filter(c.search_vector, '{a}') @@ q.query as in_title
          from content_pages c, q
          where c.lang = ${lang} and c.kind in ('page', 'post') and c.search_vector @@ q.query
        ),
        ranked as (
          select m.*,
            row_number() over (partition by m.kind order by m.in_title desc, m.rank desc, m.id) as n,
            count(*) over (partition by m.kind) as kind_total
          from matches m
        )
        select id, kind, slug, title, rank::float8 as rank, kind_total, body_text,
          ts_headline(${config}::regconfig, body_text, query, ${options}) as snippet
        from ranked
        where n <= ${RESULTS_PER_KIND}
        order by kind, n
      `);
      // node-postgres and PGlite both answer { rows }; the Db type leaves the result untyped.
      const { rows } = result as unknown as { rows: RawRow[] };
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        slug: row.slug,
        title: row.title,
        rank: Number(row.rank),
        kindTotal: Number(row.kind_total),
        snippet: row.snippet,
        bodyText: row.body_text,
      }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
