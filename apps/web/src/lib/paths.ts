import manifest from "./routes.json";

/**
 * One entry per route of the web app: its path, its page module under features/, the catalogs the
 * page needs besides the shared ones, and whether it is behind sign-in. The router, the catalog
 * preloading and the bundle report (scripts/bundle-report.mjs) all read routes.json, so a new page
 * is one entry there. `breadcrumb`: a common-catalog title key, null for no trail, absent to follow
 * the menu. The path "*" is the menu-driven catch-all: every path the menu knows.
 */
export type RouteEntry = {
  path: string;
  page: string;
  namespaces: string[];
  session: boolean;
  props?: Record<string, string>;
  breadcrumb?: string | null;
};

export type RouteName = keyof typeof manifest.routes;

export const routes: Record<RouteName, RouteEntry> = manifest.routes;

/** Loaded before the first render, for every page. */
export const sharedNamespaces: string[] = manifest.sharedNamespaces;

export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as Record<RouteName, string>;

/** Pages that come from the content menu (served by the catch-all) and that the app links to itself. */
export const menuPaths: Record<keyof typeof manifest.menuPaths, string> = manifest.menuPaths;
