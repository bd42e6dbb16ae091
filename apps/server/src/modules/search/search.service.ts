import type { Language } from "@portal/schemas/common";
import { LRUCache } from "lru-cache";
import type { SearchKind, SearchResponse, SearchResult } from "@portal/schemas/search";
import type { ContentPagesService } from "../content/index.ts";
import { pagePath, postPath } from "../content/index.ts";
import type { NoticesSearch } from "../notices/index.ts";
import { queryWords, START_SEL, STOP_SEL, type SearchRepository } from "./search.repository.ts";

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

/** How far back a snippet is widened to reach its sentence's start; further, it starts with '…'. */
export const SENTENCE_REACH = 160;
const MARKS = new RegExp(`[${START_SEL}${STOP_SEL}]`, "g");
/** Spaces before punctuation, a match's marks allowed between. */
const SPACE_BEFORE_PUNCTUATION = new RegExp(`\\s+(?=[${START_SEL}${STOP_SEL}]*[,.;:!?)])`, "gu");

/**
 * ts_headline cuts its fragment at any word, so it may start mid-sentence; and the text it cuts
 * from is the HTML with every tag made a space, so '<b>x</b>, y' reads 'x , y'. The fragment is
 * widened back to its sentence's start (or marked '…' when that is far), ends with '…' when its
 * sentence goes on, and loses the spaces before punctuation.
 */
export function sentenceSnippet(body: string, headline: string): string {
  const plain = headline.replace(MARKS, "");
  const at = plain === "" ? -1 : body.indexOf(plain);
  let out = headline;
  if (at >= 0) {
    // The sentence the first match is in: its start may lie before the fragment or inside it.
    const before = body.slice(Math.max(0, at - SENTENCE_REACH), at);
    const text = before + headline;
    const firstMark = headline.indexOf(START_SEL);
    const lead = text.slice(0, before.length + Math.max(0, firstMark));
    const last = [...lead.matchAll(/[.!?]["”’)]?\s+(?=\S)/gu)].at(-1);
    if (last) out = text.slice(last.index + last[0].length);
    else if (at <= SENTENCE_REACH) out = text;
    else out = `… ${headline}`;
  }
  const end = at < 0 ? -1 : at + plain.length;
  if (end > 0 && end < body.length && !/[.!?]["”’)]?$/u.test(plain)) out = `${out} …`;
  return out.replace(SPACE_BEFORE_PUNCTUATION, "");
}

/** Distinct recent queries kept; a results page of a few KB each. */
const CACHE_ENTRIES = 2000;
/** Menu paths are read again after this; menus change rarely and clients cache them for 5 minutes. */
const PATHS_TTL_MS = 60_000;

/** The in-app path of a building's notice or event (the menu's page for it, then the id). */
function postItemPath(
  paths: Awaited<ReturnType<ContentPagesService["paths"]>>,
  lang: Language,
  kind: "notice" | "event",
  audience: "building" | "resident" | null,
  id: string,
): string {
  const slug =
    kind === "notice"
      ? { fi: "tiedotteet", sv: "tiedotteet", en: "notices" }
      : audience === "building"
        ? { fi: "talon-tapahtumat", sv: "talon-tapahtumat", en: "building-events" }
        : { fi: "asukastapahtumat", sv: "asukastapahtumat", en: "resident-events" };
  return `${pagePath(paths, lang, slug[lang])}/${id}`;
}

/** The tenant whose building's notices and events a search may find. */
export interface SearchScope {
  contractId: string;
  personId: string;
}

export function createSearchService(
  repo: SearchRepository,
  content: ContentPagesService,
  notices?: { search: NoticesSearch; now: () => Date },
) {
  // Answers per content generation: the same query against unchanged content is not ranked again,
  // and a write (which bumps the generation in the database) makes every cached answer stale at once.
  const cache = new LRUCache<string, { generation: number; answer: Promise<SearchResponse> }>({
    max: CACHE_ENTRIES,
  });
  let paths: { at: number; value: ReturnType<ContentPagesService["paths"]> } | undefined;
  const menuPaths = () => {
    if (!paths || Date.now() - paths.at > PATHS_TTL_MS) {
      const value = content.paths();
      paths = { at: Date.now(), value };
      value.catch(() => (paths = undefined));
    }
    return paths.value;
  };

  async function answer(query: string, lang: Language): Promise<SearchResponse> {
    const rows = await repo.search(query, lang);
    if (rows.length === 0) return { query, total: 0, groups: [] };
    const paths = await menuPaths();
    const groups = new Map<SearchKind, { results: SearchResult[]; total: number }>();
    for (const row of rows) {
      const group = groups.get(row.kind) ?? { results: [], total: row.kindTotal };
      group.results.push({
        id: String(row.id),
        title: row.title,
        path: row.kind === "post" ? postPath(row.slug) : pagePath(paths, lang, row.slug),
        snippet: markSnippet(sentenceSnippet(row.bodyText, row.snippet)),
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
  }

  /** The tenant's own notices and events: never cached, as they differ by building. */
  async function buildingGroups(query: string, lang: Language, scope: SearchScope) {
    if (!notices) return [];
    const rows = await notices.search.search(scope, queryWords(query), query, lang, notices.now());
    if (rows.length === 0) return [];
    const paths = await menuPaths();
    const groups = new Map<SearchKind, { results: SearchResult[]; total: number }>();
    for (const row of rows) {
      const group = groups.get(row.kind) ?? { results: [], total: row.kindTotal };
      group.results.push({
        id: row.id,
        title: row.title,
        path: postItemPath(paths, lang, row.kind, row.audience, row.id),
        snippet: markSnippet(sentenceSnippet(row.bodyText, row.snippet)),
        rank: row.rank,
      });
      groups.set(row.kind, group);
    }
    return [...groups.entries()];
  }

  async function contentAnswer(query: string, lang: Language): Promise<SearchResponse> {
    const generation = await repo.generation();
    const key = `${lang}\u0000${query}`;
    const cached = cache.get(key);
    if (cached && cached.generation === generation) {
      return { ...(await cached.answer), query };
    }
    // Concurrent identical queries share one database round.
    const pending = answer(query, lang);
    cache.set(key, { generation, answer: pending });
    pending.catch(() => cache.delete(key));
    return pending;
  }

  return {
    /** Pages and news (cached per content generation), and with a scope the tenant's notices and events. */
    async search(query: string, lang: Language, scope?: SearchScope): Promise<SearchResponse> {
      const [content, building] = await Promise.all([
        contentAnswer(query, lang),
        scope ? buildingGroups(query, lang, scope) : Promise.resolve([]),
      ]);
      if (building.length === 0) return content;
      const groups = [
        ...content.groups.map((g) => ({ ...g, best: g.results[0]?.rank ?? 0, total: 0 })),
        ...building.map(([kind, g]) => ({
          kind,
          results: g.results,
          best: g.results[0]!.rank,
          total: g.total,
        })),
      ].sort((a, b) => b.best - a.best);
      return {
        query,
        total: content.total + building.reduce((sum, [, g]) => sum + g.total, 0),
        groups: groups.map(({ kind, results }) => ({ kind, results })),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
