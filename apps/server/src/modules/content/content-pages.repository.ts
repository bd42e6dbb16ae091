import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { contentPages } from "../../db/schema/content.ts";

export type ContentKind = "page" | "block" | "post" | "bulletin";

export interface ContentRow {
  id: number;
  kind: ContentKind;
  slug: string;
  lang: Language;
  translationGroup: string;
  title: string;
  html: string;
  excerpt: string;
  acf: Record<string, unknown>;
  publishedAt: Date;
  modifiedAt: Date;
}

/** A row as the sync writes it: everything the database does not derive itself. */
export type ContentWrite = Omit<ContentRow, "id">;

const columns = {
  id: contentPages.id,
  kind: contentPages.kind,
  slug: contentPages.slug,
  lang: contentPages.lang,
  translationGroup: contentPages.translationGroup,
  title: contentPages.title,
  html: contentPages.html,
  excerpt: contentPages.excerpt,
  acf: contentPages.acf,
  publishedAt: contentPages.publishedAt,
  modifiedAt: contentPages.modifiedAt,
};

export function createContentPagesRepository(db: Db) {
  return {
    /** Finnish first when no language is given, as Polylang answers with the default language. */
    bySlug(kind: ContentKind, slug: string, lang: Language | undefined): Promise<ContentRow[]> {
      return db
        .select(columns)
        .from(contentPages)
        .where(
          and(
            eq(contentPages.kind, kind),
            eq(contentPages.slug, slug),
            lang ? eq(contentPages.lang, lang) : undefined,
          ),
        )
        .orderBy(desc(sql`${contentPages.lang} = 'fi'`), asc(contentPages.id));
    },

    /** Ids of each language version in the given translation groups. */
    async translations(groups: string[]): Promise<Map<string, Partial<Record<Language, number>>>> {
      const result = new Map<string, Partial<Record<Language, number>>>();
      if (groups.length === 0) return result;
      const rows = await db
        .select({ group: contentPages.translationGroup, lang: contentPages.lang, id: contentPages.id })
        .from(contentPages)
        .where(inArray(contentPages.translationGroup, groups));
      for (const row of rows) result.set(row.group, { ...result.get(row.group), [row.lang]: row.id });
      return result;
    },

    async posts(options: {
      lang: Language | undefined;
      slug: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: ContentRow[]; total: number }> {
      const where = and(
        eq(contentPages.kind, "post"),
        options.lang ? eq(contentPages.lang, options.lang) : undefined,
        options.slug ? eq(contentPages.slug, options.slug) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(contentPages)
          .where(where)
          .orderBy(desc(contentPages.publishedAt), desc(contentPages.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(contentPages).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    bulletins(lang: Language | undefined): Promise<ContentRow[]> {
      return db
        .select(columns)
        .from(contentPages)
        .where(and(eq(contentPages.kind, "bulletin"), lang ? eq(contentPages.lang, lang) : undefined))
        .orderBy(desc(contentPages.publishedAt), desc(contentPages.id));
    },

    /**
     * Makes the table hold exactly `rows` of this kind: new and changed rows written, rows the source
     * no longer has removed, all in one transaction so search never sees half a sync.
     */
    async replaceKind(
      kind: ContentKind,
      rows: ContentWrite[],
      externalIds: (number | null)[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [i, row] of rows.entries()) {
          const values = { ...row, externalId: externalIds[i] ?? null };
          await tx
            .insert(contentPages)
            .values(values)
            .onConflictDoUpdate({
              target: [contentPages.kind, contentPages.lang, contentPages.slug],
              set: {
                translationGroup: values.translationGroup,
                title: values.title,
                html: values.html,
                excerpt: values.excerpt,
                acf: values.acf,
                externalId: values.externalId,
                publishedAt: values.publishedAt,
                modifiedAt: values.modifiedAt,
              },
            });
        }
        const keep = rows.map((r) => `${r.lang}:${r.slug}`);
        const key = sql<string>`${contentPages.lang} || ':' || ${contentPages.slug}`;
        await tx
          .delete(contentPages)
          .where(and(eq(contentPages.kind, kind), keep.length > 0 ? notInArray(key, keep) : undefined));
      });
    },
  };
}
export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>;
