import { lazy } from "react";
import { Route, Routes } from "react-router";
import { routes, type RouteEntry, type RouteName } from "../lib/paths.ts";
import { Layout } from "./layout/Layout.tsx";
import { RequireAuth } from "./RequireAuth.tsx";
import { pages } from "./pages.ts";

// The catch-all resolves a path through the menu first; it renders the manifest's menu page itself.
const MenuRoute = lazy(() => import("./MenuRoute.tsx"));

const entries = Object.entries(routes) as [RouteName, RouteEntry][];

function element(name: RouteName, route: RouteEntry) {
  if (route.path === "*") return <MenuRoute />;
  const Page = pages[name];
  return <Page {...route.props} />;
}

function routesWhere(session: boolean) {
  return entries
    .filter(([, route]) => route.session === session)
    .map(([name, route]) =>
      route.path === "/" ? (
        <Route key={name} index element={element(name, route)} />
      ) : (
        <Route key={name} path={route.path} element={element(name, route)} />
      ),
    );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routesWhere(false)}
        <Route element={<RequireAuth />}>{routesWhere(true)}</Route>
      </Route>
    </Routes>
  );
}
