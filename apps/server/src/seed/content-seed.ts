import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema/content.ts";
import { addDays } from "../lib/dates.ts";
import { BLOCKS } from "./content-text/blocks.ts";
import { BULLETINS } from "./content-text/bulletins.ts";
import { PAGES } from "./content-text/pages.ts";
import { POSTS } from "./content-text/posts.ts";
import { BULLETINS_SV, swedishOf } from "./content-text/sv/index.ts";

type Row = typeof contentPages.$inferInsert;

interface Text {
  title: string;
  html: string;
  excerpt?: string;
}
interface Pair {
  slug: string;
  slugEn: string;
  fi: Text;
  en: Text;
}

/** Morning in Helsinki on the given day: news look as if written at the start of a working day. */
function morningOf(isoDate: string): Date {
  return new Date(`${isoDate}T07:00:00Z`);
}

function pairRows(kind: "page" | "block" | "post", pair: Pair, at: Date): Row[] {
  const group = `${kind}:${pair.slug}`;
  const row = (lang: "fi" | "sv" | "en", slug: string, text: Text): Row => ({
    kind,
    slug,
    lang,
    translationGroup: group,
    title: text.title,
    html: text.html,
    excerpt: text.excerpt ?? "",
    publishedAt: at,
    modifiedAt: at,
  });
  // Swedish shares the Finnish slug: the contract has Finnish and English paths only.
  return [
    row("fi", pair.slug, pair.fi),
    row("sv", pair.slug, swedishOf(kind, pair.slug)),
    row("en", pair.slugEn, pair.en),
  ];
}

/** The content the editors wrote: pages and blocks in fi, sv and en, news relative to today, bulletins. */
export function contentSeedRows(today: string): Row[] {
  const written = morningOf(addDays(today, -60));
  const rows: Row[] = [];
  for (const page of PAGES) rows.push(...pairRows("page", page, written));
  for (const block of BLOCKS) rows.push(...pairRows("block", block, written));
  for (const post of POSTS) rows.push(...pairRows("post", post, morningOf(addDays(today, -post.daysAgo))));
  BULLETINS.forEach((bulletin, i) => {
    const slug = `tiedote-${i + 1}`;
    for (const lang of ["fi", "sv", "en"] as const) {
      const text = lang === "sv" ? BULLETINS_SV[i] : bulletin[lang];
      if (!text) throw new Error(`No Swedish for the bulletin ${slug}`);
      rows.push({
        kind: "bulletin",
        slug,
        lang,
        translationGroup: `bulletin:${slug}`,
        title: text.title,
        html: text.html,
        acf: {
          bulletin_language: lang,
          show_on_pages: [...bulletin.showOnPages],
          bulletin_type: bulletin.type,
        },
        publishedAt: morningOf(addDays(today, -1 - i)),
        modifiedAt: morningOf(addDays(today, -1 - i)),
      });
    }
  });
  return rows;
}

export async function seedContent(db: Pick<Db, "insert">, today: string): Promise<void> {
  await db.insert(contentPages).values(contentSeedRows(today));
}
