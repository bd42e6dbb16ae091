import { lazy } from "react";
import { Route, Routes } from "react-router";
import { routes, type RouteEntry, type RouteName } from "../lib/paths.ts";
import { Layout } from "./layout/Layout.tsx";
import { RouteFrame } from "./RouteFrame.tsx";
import { pages } from "./pages.ts";

// The catch-all resolves a path through the menu first; it renders the manifest's menu page itself.
const MenuRoute = lazy(() => import("./MenuRoute.tsx"));

function element(name: RouteName, route: RouteEntry) {
  if (route.path === "*") return <MenuRoute />;
  const Page = pages[name];
  return <Page {...route.props} />;
}

/**
 * Routes with the same access, permission and layout share one guard and frame (RouteFrame), so
 * moving between them keeps it mounted (and a page module two routes share stays mounted too).
 */
const groups = new Map<string, [RouteName, RouteEntry][]>();
for (const [name, route] of Object.entries(routes) as [RouteName, RouteEntry][]) {
  const key = `${route.access} ${"permission" in route ? route.permission : ""} ${route.layout}`;
  groups.set(key, [...(groups.get(key) ?? []), [name, route]]);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...groups].map(([key, group]) => (
          <Route key={key} element={<RouteFrame {...group[0]![1]} />}>
            {group.map(([name, route]) =>
              route.path === "/" ? (
                <Route key={name} index element={element(name, route)} />
              ) : (
                <Route key={name} path={route.path} element={element(name, route)} />
              ),
            )}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
