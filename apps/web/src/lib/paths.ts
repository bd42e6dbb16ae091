import manifest from "./routes.json";

/** Who may open a route: anyone, a tenant (or staff viewing a tenant read-only), or staff with a permission. */
export type RouteAccess =
  { access: "public" } | { access: "tenant" } | { access: "staff"; permission: string };

/** The frame a page shows in: the public pages', the tenant's (with the impersonation banner), staff's, or the foundation's branded termination flow's. */
export const LAYOUTS = ["public", "tenant", "staff", "brand"] as const;
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

/** JSON widens `access` and `layout` to strings; `lib/access.test.ts` checks every entry against these types. */
export const routes = manifest.routes as Record<RouteName, RouteEntry>;

/** Loaded before the first render, for every page. */
export const sharedNamespaces: string[] = manifest.sharedNamespaces;

export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as Record<RouteName, string>;

/** Pages that come from the content menu (served by the catch-all) and that the app links to itself. */
export const menuPaths: Record<keyof typeof manifest.menuPaths, string> = manifest.menuPaths;
