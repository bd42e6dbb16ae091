// Site search over the notices and events the tenant may see: only their building's, published,
// not expired, within the 2-year window. Rows are few per building, so the text is matched on the
// fly; results are never cached across tenants.
import { sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import { NOTICE_MAX_AGE_MS } from "@portal/schemas/notices.constants";
import type { Db } from "../../db/client.ts";
import { companyPostBuildings, companyPosts } from "../../db/schema/notices.ts";
import { createNoticesRepository } from "./notices.repository.ts";

export interface NoticeSearchRow {
  id: string;
  kind: "notice" | "event";
  audience: "building" | "resident" | null;
  title: string;
  /** ts_headline's fragment, its matches between `startSel` and `stopSel`. */
  snippet: string;
  bodyText: string;
  rank: number;
  kindTotal: number;
}

interface RawRow {
  id: string;
  kind: "notice" | "event";
  audience: "building" | "resident" | null;
  title: string;
  snippet: string;
  body_text: string;
  rank: number | string;
  kind_total: number | string;
}

export function createNoticesSearch(db: Db, marks: { startSel: string; stopSel: string; perKind: number }) {
  const repo = createNoticesRepository(db);
  return {
    async search(
      scope: { contractId: string; personId: string },
      words: string[],
      q: string,
      lang: Language,
      now: Date,
    ): Promise<NoticeSearchRow[]> {
      const last = words.at(-1);
      if (!last) return [];
      const place = await repo.place(scope.contractId, scope.personId);
      if (!place) return [];
      const config = { fi: "finnish", sv: "swedish", en: "english" }[lang];
      const rest = words.slice(0, -1).join(" ");
      const cutoff = new Date(now.getTime() - NOTICE_MAX_AGE_MS);
      // A post without its Swedish reads in Finnish on the Swedish pages, and is searched so too.
      const title = {
        fi: sql`p.title_fi`,
        sv: sql`coalesce(nullif(p.title_sv, ''), p.title_fi)`,
        en: sql`p.title_en`,
      }[lang];
      const text = {
        fi: sql`p.text_fi`,
        sv: sql`coalesce(nullif(p.text_sv, ''), p.text_fi)`,
        en: sql`p.text_en`,
      }[lang];
      const options = `StartSel=${marks.startSel}, StopSel=${marks.stopSel}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;
      const result = await db.execute(sql`
        with q as (
          select websearch_to_tsquery(${config}::regconfig, ${q})
            || (websearch_to_tsquery(${config}::regconfig, ${rest})
                && to_tsquery(${config}::regconfig, ${last + ":*"})) as query
        ),
        posts as (
          select p.id, p.kind, p.audience, ${title} as title,
            regexp_replace(${text}, '<[^>]*>', ' ', 'g') as body_text
          from ${companyPostBuildings} pb join ${companyPosts} p on p.id = pb.post_id
          where pb.building_id = ${place.buildingId} and p.publish_at <= ${now}
            and (p.expires_at is null or p.expires_at > ${now})
            and ((p.kind = 'notice' and p.publish_at > ${cutoff}) or (p.kind = 'event' and p.starts_at > ${cutoff}))
        ),
        matches as (
          select posts.*, q.query,
            setweight(to_tsvector(${config}::regconfig, posts.title), 'A')
              || setweight(to_tsvector(${config}::regconfig, posts.body_text), 'D') as vector
          from posts, q
        ),
        ranked as (
          select m.*, ts_rank_cd(m.vector, m.query) as rank,
            row_number() over (partition by m.kind order by ts_rank_cd(m.vector, m.query) desc, m.id) as n,
            count(*) over (partition by m.kind) as kind_total
          from matches m where m.vector @@ m.query
        )
        select id::text, kind, audience, title, body_text, rank::float8 as rank, kind_total,
          ts_headline(${config}::regconfig, body_text, query, ${options}) as snippet
        from ranked where n <= ${marks.perKind}
        order by kind, n`);
      return (result as unknown as { rows: RawRow[] }).rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        audience: row.audience,
        title: row.title,
        snippet: row.snippet,
        bodyText: row.body_text,
        rank: Number(row.rank),
        kindTotal: Number(row.kind_total),
      }));
    },
  };
}
export type NoticesSearch = ReturnType<typeof createNoticesSearch>;
