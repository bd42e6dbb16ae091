import manifest from "./routes.json";

/** Who may open a route: anyone, a tenant (or staff viewing a tenant read-only), or staff with a permission. */
export type RouteAccess =
  { access: "public" } | { access: "tenant" } | { access: "staff"; permission: string };

/** The frame a page shows in: the public pages', the tenant's (with the impersonation banner), or staff's. */
export const LAYOUTS = ["public", "tenant", "staff"] as const;
export type RouteLayout = (typeof LAYOUTS)[number];

/**
 * One entry per route of the web app: its path, its page module under features/, the catalogs the
 * page needs besides the shared ones, who may open it (`access`, and for staff the `permission`)
 * and its `layout`. The router, the catalog preloading and the bundle report
 * (scripts/bundle-report.mjs) all read routes.json, so a new page is one entry there.
 * `breadcrumb`: a common-catalog title key, null for no trail, absent to follow the menu. The path
 * "*" is the menu-driven catch-all: every path the menu knows.
 */
export type RouteEntry = RouteAccess & {
  path: string;
  page: string;
  namespaces: string[];
  layout: RouteLayout;
  props?: Record<string, string>;
  breadcrumb?: string | null;
};

export type RouteName = keyof typeof manifest.routes;

/** JSON widens `access` and `layout` to strings: each entry is checked once, so a typo fails at start-up and in the tests. */
export function checkRoute(name: string, raw: unknown): RouteEntry {
  const route = raw as Partial<Record<string, unknown>>;
  const fail = (why: string) => new Error(`routes.json: the route ${name} ${why}`);
  if (!LAYOUTS.includes(route.layout as RouteLayout))
    throw fail(`has no known layout (${String(route.layout)})`);
  if ("session" in route) throw fail("says `session`; it is `access` now");
  switch (route.access) {
    case "public":
    case "tenant":
      if ("permission" in route) throw fail("names a permission, which only staff routes have");
      break;
    case "staff":
      if (typeof route.permission !== "string" || route.permission === "")
        throw fail("is a staff route without a permission");
      break;
    default:
      throw fail(`has no known access (${String(route.access)})`);
  }
  return raw as RouteEntry;
}

export const routes = Object.fromEntries(
  Object.entries(manifest.routes).map(([name, route]) => [name, checkRoute(name, route)]),
) as Record<RouteName, RouteEntry>;

/** Loaded before the first render, for every page. */
export const sharedNamespaces: string[] = manifest.sharedNamespaces;

export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as Record<RouteName, string>;

/** Pages that come from the content menu (served by the catch-all) and that the app links to itself. */
export const menuPaths: Record<keyof typeof manifest.menuPaths, string> = manifest.menuPaths;
