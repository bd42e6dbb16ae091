import { LAYOUTS, type RouteEntry, type RouteLayout } from "./paths.ts";

/**
 * One manifest entry checked against RouteEntry (JSON widens `access` and `layout` to strings):
 * the unit tests run it over routes.json, so a typo or a staff route without a permission fails
 * there rather than in a tenant's browser.
 */
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
