import type { Language } from "@portal/schemas/common";
import type { WpBulletin, WpPage, WpPost } from "@portal/schemas/content";
import type { ContentRepository } from "./content.repository.ts";
import type { ContentKind, ContentPagesRepository, ContentRow } from "./content-pages.repository.ts";
import { menuPaths, pagePath, postPath } from "./menu-paths.ts";
import { bulletinType, MAIN_MENU_SLUG } from "@portal/schemas/content";

/** WordPress writes local time without a zone and the same moment in UTC as *_gmt. */
function wpDate(at: Date): { local: string; gmt: string } {
  const gmt = at.toISOString().slice(0, 19);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Helsinki",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })
    .format(at)
    .replace(" ", "T");
  return { local, gmt };
}

export function createContentPagesService(pages: ContentPagesRepository, menus: ContentRepository) {
  /** Paths of the main menu; read per call, the menu is a handful of rows. */
  const paths = async () => {
    const menu = (await menus.listMenus()).find((m) => m.slug === MAIN_MENU_SLUG);
    return menuPaths(menu ? await menus.listMenuItems(menu.id) : []);
  };

  const toPage = (row: ContentRow, translations: Partial<Record<Language, number>>, link: string): WpPage => {
    const published = wpDate(row.publishedAt);
    const modified = wpDate(row.modifiedAt);
    return {
      id: row.id,
      date: published.local,
      date_gmt: published.gmt,
      modified: modified.local,
      modified_gmt: modified.gmt,
      slug: row.slug,
      status: "publish",
      type: row.kind === "block" ? "wp_block" : "page",
      link,
      title: { rendered: row.title },
      content: { rendered: row.html, protected: false },
      excerpt: { rendered: row.excerpt, protected: false },
      parent: 0,
      menu_order: 0,
      lang: row.lang,
      translations,
      acf: row.acf,
    };
  };

  return {
    async bySlug(kind: Extract<ContentKind, "page" | "block">, slug: string, lang: Language | undefined) {
      const rows = await pages.bySlug(kind, slug, lang);
      const found = rows.slice(0, 1);
      const translations = await pages.translations(found.map((r) => r.translationGroup));
      const menuPaths = kind === "page" ? await paths() : undefined;
      return found.map((row) =>
        toPage(
          row,
          translations.get(row.translationGroup) ?? {},
          menuPaths ? pagePath(menuPaths, row.lang, row.slug) : "",
        ),
      );
    },

    async posts(query: { per_page: number; page: number; lang?: Language; slug?: string }) {
      const { rows, total } = await pages.posts({
        lang: query.lang,
        slug: query.slug,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const translations = await pages.translations(rows.map((r) => r.translationGroup));
      const posts: WpPost[] = rows.map((row) => {
        const published = wpDate(row.publishedAt);
        return {
          id: row.id,
          date: published.local,
          date_gmt: published.gmt,
          modified: wpDate(row.modifiedAt).local,
          slug: row.slug,
          status: "publish",
          type: "post",
          link: postPath(row.slug),
          title: { rendered: row.title },
          excerpt: { rendered: row.excerpt, protected: false },
          content: { rendered: row.html, protected: false },
          lang: row.lang,
          translations: translations.get(row.translationGroup) ?? {},
        };
      });
      return { posts, total, totalPages: Math.max(1, Math.ceil(total / query.per_page)) };
    },

    async bulletins(lang: Language | undefined): Promise<WpBulletin[]> {
      const rows = await pages.bulletins(lang);
      return rows.map((row) => ({
        id: row.id,
        date: wpDate(row.publishedAt).local,
        slug: row.slug,
        type: "bulletin",
        title: { rendered: row.title },
        content: { rendered: row.html, protected: false },
        acf: {
          bulletin_language: row.lang,
          show_on_pages: Array.isArray(row.acf.show_on_pages) ? row.acf.show_on_pages.map(String) : ["*"],
          bulletin_type: bulletinType.catch("notice").parse(row.acf.bulletin_type),
        },
      }));
    },

    paths,
  };
}
export type ContentPagesService = ReturnType<typeof createContentPagesService>;
