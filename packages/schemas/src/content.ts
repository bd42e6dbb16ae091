import { z } from "zod";
import { language } from "./common.ts";

/** WordPress REST shape: GET /api/content/wp/v2/menus */
export const menu = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const menusResponse = z.array(menu);
export type Menu = z.infer<typeof menu>;

export const menuItemsQuery = z.strictObject({
  menus: z.coerce.number().int().positive(),
  lang: language.default("fi"),
});

/** WordPress REST shape: GET /api/content/wp/v2/menu-items?menus={id}&lang=fi|en */
export const menuItem = z.object({
  id: z.number().int(),
  title: z.object({ rendered: z.string() }),
  parent: z.number().int(),
  slug: z.string(),
  menu_order: z.number().int(),
  /** English variant of the Finnish slug, kept as a custom field the way WordPress ACF does. */
  acf: z.object({ slug_en: z.string() }),
});
export const menuItemsResponse = z.array(menuItem);
export type MenuItem = z.infer<typeof menuItem>;

export const MAIN_MENU_SLUG = "paavalikko";

/*
 * Pages, blocks, posts and bulletins. The web parses real WordPress answers with these, and a real
 * WordPress sends many more fields (guid, _links, meta, template, yoast_head_json …): objects are
 * loose so those pass, and only what the portal reads is required.
 */
const rendered = z.looseObject({ rendered: z.string() });
const renderedContent = z.looseObject({ rendered: z.string(), protected: z.boolean().optional() });
/** ACF answers `[]` instead of `{}` on a page without custom fields. */
const acfFields = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

/** Polylang's per-language ids of the same page. */
export const translations = z.looseObject({
  fi: z.number().int().optional(),
  sv: z.number().int().optional(),
  en: z.number().int().optional(),
});

/** WordPress REST shape: GET /api/content/wp/v2/pages?slug=…&lang=… and …/blocks?slug=… */
export const wpPage = z.looseObject({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().optional(),
  modified: z.string().optional(),
  modified_gmt: z.string().optional(),
  slug: z.string(),
  status: z.string().optional(),
  type: z.string().optional(),
  link: z.string().optional(),
  title: rendered,
  content: renderedContent,
  excerpt: renderedContent.optional(),
  parent: z.number().int().optional(),
  menu_order: z.number().int().optional(),
  /** Polylang: absent on a WordPress without it. */
  lang: z.string().optional(),
  translations: translations.optional(),
  acf: acfFields.optional(),
});
export const wpPagesResponse = z.array(wpPage);
export type WpPage = z.infer<typeof wpPage>;

export const contentBySlugQuery = z.object({
  slug: z.string().trim().min(1).max(200),
  lang: language.optional(),
});

/** WordPress REST shape: GET /api/content/wp/v2/posts?per_page=3&lang=… */
export const wpPost = z.looseObject({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().optional(),
  modified: z.string().optional(),
  slug: z.string(),
  link: z.string(),
  title: rendered,
  excerpt: renderedContent,
  content: renderedContent,
  lang: z.string().optional(),
  translations: translations.optional(),
});
export const wpPostsResponse = z.array(wpPost);
export type WpPost = z.infer<typeof wpPost>;

export const POSTS_PER_PAGE_MAX = 100;
export const postsQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(POSTS_PER_PAGE_MAX).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  slug: z.string().trim().min(1).max(200).optional(),
  lang: language.optional(),
});

export const BULLETIN_TYPES = ["notice", "alert", "uuras-info"] as const;
export const bulletinType = z.enum(BULLETIN_TYPES);
export type BulletinType = z.infer<typeof bulletinType>;
/** Matches every page in show_on_pages. */
export const BULLETIN_EVERY_PAGE = "*";

/** WordPress REST shape: GET /api/content/wp/v2/bulletins?lang=… (a custom post type with ACF fields). */
export const wpBulletin = z.looseObject({
  id: z.number().int(),
  date: z.string(),
  title: rendered,
  content: renderedContent,
  acf: z.looseObject({
    bulletin_language: language,
    /** Finnish in-app paths ("/", "/vuokrani/maksutiedot"); "*" is every page. */
    show_on_pages: z.array(z.string()),
    bulletin_type: bulletinType,
  }),
});
export const wpBulletinsResponse = z.array(wpBulletin);
export type WpBulletin = z.infer<typeof wpBulletin>;

export const bulletinsQuery = z.object({ lang: language.optional() });
