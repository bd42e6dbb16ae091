import type { Language } from "@portal/schemas/common";
import type { SearchKind, SearchResponse, SearchResult } from "@portal/schemas/search";
import type { ContentPagesService } from "../content/content-pages.service.ts";
import { pagePath, postPath } from "../content/menu-paths.ts";
import { START_SEL, STOP_SEL, type SearchRepository } from "./search.repository.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * ts_headline's text with its placeholder marks: every character escaped, then only well-formed
 * placeholder pairs become <mark>. Stray placeholders (in the editor's own text) are dropped.
 */
export function markSnippet(headline: string): string {
  let out = "";
  let open = false;
  for (const part of headline.split(new RegExp(`([${START_SEL}${STOP_SEL}])`))) {
    if (part === START_SEL) {
      if (!open) out += "<mark>";
      open = true;
    } else if (part === STOP_SEL) {
      if (open) out += "</mark>";
      open = false;
    } else out += escapeHtml(part);
  }
  return open ? out + "</mark>" : out;
}

export function createSearchService(repo: SearchRepository, content: ContentPagesService) {
  return {
    async search(query: string, lang: Language): Promise<SearchResponse> {
      const rows = await repo.search(query, lang);
      if (rows.length === 0) return { query, total: 0, groups: [] };
      const paths = await content.paths();
      const groups = new Map<SearchKind, { results: SearchResult[]; total: number }>();
      for (const row of rows) {
        const group = groups.get(row.kind) ?? { results: [], total: row.kindTotal };
        group.results.push({
          id: String(row.id),
          title: row.title,
          path: row.kind === "post" ? postPath(row.slug) : pagePath(paths, lang, row.slug),
          snippet: markSnippet(row.snippet),
          rank: row.rank,
        });
        groups.set(row.kind, group);
      }
      // The kind holding the best result first.
      const ordered = [...groups.entries()].sort((a, b) => b[1].results[0]!.rank - a[1].results[0]!.rank);
      return {
        query,
        total: ordered.reduce((sum, [, g]) => sum + g.total, 0),
        groups: ordered.map(([kind, g]) => ({ kind, results: g.results })),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
