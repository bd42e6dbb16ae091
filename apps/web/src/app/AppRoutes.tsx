import { lazy } from "react";
import { Route, Routes } from "react-router";
import { routes, type RouteAccess, type RouteEntry, type RouteLayout, type RouteName } from "../lib/paths.ts";
import { Layout } from "./layout/Layout.tsx";
import { PageFrame } from "./layout/PageFrame.tsx";
import { RequireAccess } from "./RequireAccess.tsx";
import { pages } from "./pages.ts";

// The catch-all resolves a path through the menu first; it renders the manifest's menu page itself.
const MenuRoute = lazy(() => import("./MenuRoute.tsx"));

const entries = Object.entries(routes) as [RouteName, RouteEntry][];

function element(name: RouteName, route: RouteEntry) {
  if (route.path === "*") return <MenuRoute />;
  const Page = pages[name];
  return <Page {...route.props} />;
}

type Group = { access: RouteAccess; layout: RouteLayout; routes: [RouteName, RouteEntry][] };

/**
 * Routes with the same access, permission and layout share one guard and one frame, so moving
 * between them keeps both mounted (and a page module two routes share stays mounted too).
 */
function groups(): Map<string, Group> {
  const byKey = new Map<string, Group>();
  for (const [name, route] of entries) {
    const access: RouteAccess =
      route.access === "staff" ? { access: "staff", permission: route.permission } : { access: route.access };
    const key = `${route.access} ${"permission" in access ? access.permission : ""} ${route.layout}`;
    const group = byKey.get(key) ?? { access, layout: route.layout, routes: [] };
    group.routes.push([name, route]);
    byKey.set(key, group);
  }
  return byKey;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...groups()].map(([key, group]) => (
          <Route key={key} element={<RequireAccess {...group.access} />}>
            <Route element={<PageFrame layout={group.layout} />}>
              {group.routes.map(([name, route]) =>
                route.path === "/" ? (
                  <Route key={name} index element={element(name, route)} />
                ) : (
                  <Route key={name} path={route.path} element={element(name, route)} />
                ),
              )}
            </Route>
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
