import type { Language } from "@portal/schemas/common";
import type { MenuItem } from "@portal/schemas/content";
import { decodeHtmlText } from "../../lib/content/text.ts";

export type MenuNode = {
  id: number;
  title: string;
  slug: string;
  /** The English slug (acf.slug_en), the page's slug in the content service when the UI is in English. */
  slugEn: string;
  parent: number;
  /** Finnish path from the chain of parent slugs, e.g. /vuokrani/maksutiedot */
  path: string;
  /** English alias from the chain of acf.slug_en, e.g. /my-rent/payment-details */
  pathEn: string;
  children: MenuNode[];
};

export type MenuTree = {
  roots: MenuNode[];
  /** Every node by Finnish path, top-level ones included (breadcrumbs need them). */
  byPath: Map<string, MenuNode>;
  /** English path → Finnish path, for routable nodes only. */
  aliases: Map<string, string>;
};

/** WordPress titles arrive as HTML ('Talo &#038; piha'); they are shown as plain text, never as markup. */
export const decodeTitle = decodeHtmlText;

/** Items with parent 0 only open submenus; their own page is not a route, they only group their children. */
export function isRoutable(node: MenuNode): boolean {
  return node.parent !== 0;
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

export function buildMenuTree(items: readonly MenuItem[]): MenuTree {
  const byId = new Map(items.map((item) => [item.id, item]));
  const nodes = new Map<number, MenuNode>();
  const byPath = new Map<string, MenuNode>();
  const aliases = new Map<string, string>();

  // Walks up the parent chain; an item whose chain is broken or loops is left out of the menu.
  const build = (item: MenuItem, seen: Set<number>): MenuNode | undefined => {
    const existing = nodes.get(item.id);
    if (existing) return existing;
    if (seen.has(item.id)) return undefined;
    seen.add(item.id);
    let parentNode: MenuNode | undefined;
    if (item.parent !== 0) {
      const parentItem = byId.get(item.parent);
      parentNode = parentItem ? build(parentItem, seen) : undefined;
      if (!parentNode) return undefined;
    }
    const slugEn = item.acf.slug_en || item.slug;
    const node: MenuNode = {
      id: item.id,
      title: decodeTitle(item.title.rendered),
      slug: item.slug,
      slugEn,
      parent: item.parent,
      path: `${parentNode?.path ?? ""}/${item.slug}`,
      pathEn: `${parentNode?.pathEn ?? ""}/${slugEn}`,
      children: [],
    };
    nodes.set(item.id, node);
    return node;
  };

  const sorted = [...items].sort((a, b) => a.menu_order - b.menu_order || a.id - b.id);
  for (const item of sorted) build(item, new Set());

  const roots: MenuNode[] = [];
  for (const item of sorted) {
    const node = nodes.get(item.id);
    if (!node) continue;
    const parent = nodes.get(node.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
    if (!byPath.has(node.path)) byPath.set(node.path, node);
    if (isRoutable(node) && node.pathEn !== node.path && !aliases.has(node.pathEn))
      aliases.set(node.pathEn, node.path);
  }
  return { roots, byPath, aliases };
}

export type Resolution =
  | { kind: "page"; node: MenuNode }
  | { kind: "unknown"; slug: string }
  | { kind: "redirect"; to: string }
  | { kind: "none" };

/** The node at a Finnish path, or at the English path its chain of English slugs makes. */
function nodeAt(tree: MenuTree, path: string): MenuNode | undefined {
  const node = tree.byPath.get(path);
  if (node) return node;
  for (const candidate of tree.byPath.values()) if (candidate.pathEn === path) return candidate;
  return undefined;
}

/**
 * What a path means in the menu: a content page, an English alias to redirect, an unknown slug
 * right under a known menu item (the content service's default page stands in for it), or nothing.
 */
export function resolveMenuPath(tree: MenuTree, pathname: string): Resolution {
  const path = normalizePath(pathname);
  const node = tree.byPath.get(path);
  if (node && isRoutable(node)) return { kind: "page", node };
  if (node) return { kind: "none" };
  const finnish = tree.aliases.get(path);
  if (finnish) return { kind: "redirect", to: finnish };
  const cut = path.lastIndexOf("/");
  const slug = path.slice(cut + 1);
  if (cut > 0 && slug !== "" && nodeAt(tree, path.slice(0, cut))) return { kind: "unknown", slug };
  return { kind: "none" };
}

/** The nodes from the top-level item down to the one at the path, for breadcrumbs. */
export function menuChain(tree: MenuTree, pathname: string): MenuNode[] {
  const chain: MenuNode[] = [];
  const parts = normalizePath(pathname).split("/").filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const node = tree.byPath.get(`/${parts.slice(0, i).join("/")}`);
    if (!node) break;
    chain.push(node);
  }
  return chain;
}

/** Submenu columns: 1 for up to 4 items, 2 for 5–8, 3 for more, so a wide menu stays readable. */
export function submenuColumns(count: number): 1 | 2 | 3 {
  if (count <= 4) return 1;
  if (count <= 8) return 2;
  return 3;
}

/** The slug to fetch the node's page by: English pages by the English slug, Finnish and Swedish ones by the Finnish. */
export function contentSlug(node: Pick<MenuNode, "slug" | "slugEn">, lang: Language): string {
  return lang === "en" ? node.slugEn : node.slug;
}
