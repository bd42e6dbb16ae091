import { BULLETIN_EVERY_PAGE, type WpBulletin } from "@portal/schemas/content";
import type { Language } from "@portal/schemas/common";

/**
 * The bulletins for a page: in the UI language and set to show there. show_on_pages holds Finnish
 * paths ("/" is home only, "*" every page); `finnishPath` is the current path with any English
 * alias already resolved.
 */
export function bulletinsFor(
  bulletins: readonly WpBulletin[],
  lang: Language,
  finnishPath: string,
): WpBulletin[] {
  const path = normalize(finnishPath);
  return bulletins.filter(
    (bulletin) =>
      bulletin.acf.bulletin_language === lang &&
      bulletin.acf.show_on_pages.some((page) => page === BULLETIN_EVERY_PAGE || normalize(page) === path),
  );
}

function normalize(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, "").toLowerCase();
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}
