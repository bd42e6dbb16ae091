import type { Language } from "@portal/schemas/common";

export interface MenuLink {
  id: number;
  parentId: number | null;
  slug: string;
  slugEn: string;
}

/**
 * In-app path of every page slug, per language: the chain of parent slugs (Finnish slugs for fi,
 * the English variants for en, which the web routes as aliases). Top-level items only group their
 * children and have no route, so a slug that is also a child (taloni under taloni) takes the child's
 * path. An item whose parent chain is broken or loops gets no path.
 */
export function menuPaths(items: readonly MenuLink[]): Record<Language, Map<string, string>> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const chain = (item: MenuLink): MenuLink[] | undefined => {
    const out: MenuLink[] = [];
    const seen = new Set<number>();
    let current: MenuLink | undefined = item;
    while (current) {
      if (seen.has(current.id)) return undefined;
      seen.add(current.id);
      out.unshift(current);
      if (current.parentId === null) return out;
      current = byId.get(current.parentId);
    }
    return undefined;
  };
  // Swedish pages share the Finnish slugs (the contract has no Swedish paths).
  const result: Record<Language, Map<string, string>> = { fi: new Map(), sv: new Map(), en: new Map() };
  // Children before top-level items, so a routable path wins over a grouping one.
  const ordered = [...items].sort((a, b) => Number(a.parentId === null) - Number(b.parentId === null));
  for (const item of ordered) {
    const links = chain(item);
    if (!links) continue;
    const fi = "/" + links.map((l) => l.slug).join("/");
    const en = "/" + links.map((l) => l.slugEn || l.slug).join("/");
    if (!result.fi.has(item.slug)) result.fi.set(item.slug, fi);
    if (!result.sv.has(item.slug)) result.sv.set(item.slug, fi);
    if (!result.en.has(item.slugEn || item.slug)) result.en.set(item.slugEn || item.slug, en);
  }
  return result;
}

/** A page the menu does not reach is still a content page: /<slug>. */
export function pagePath(paths: Record<Language, Map<string, string>>, lang: Language, slug: string): string {
  return paths[lang].get(slug) ?? `/${slug}`;
}

export function postPath(slug: string): string {
  return `/uutiset/${slug}`;
}
