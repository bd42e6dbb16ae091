import { lazy, Suspense, useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import i18n from "../lib/i18n.ts";
import { forgetSession } from "../lib/session/signOut.ts";
import { routes, type RouteEntry, type RouteName } from "../lib/paths.ts";
import { Layout } from "./layout/Layout.tsx";
import { RouteFrame } from "./RouteFrame.tsx";
import { pages } from "./pages.ts";
import { useSession } from "./useSession.ts";
import { useSignOut } from "./useSignOut.ts";

// The catch-all resolves a path through the menu first; it renders the manifest's menu page itself.
const MenuRoute = lazy(() => import("./MenuRoute.tsx"));
// The staff console's frame (no tenant menus) loads only under /hallinta, with its catalog.
const StaffLayout = lazy(async () => {
  const [module] = await Promise.all([import("./staff/StaffLayout.tsx"), i18n.loadNamespaces(["staff"])]);
  return module;
});

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
const byLayout = (layouts: readonly string[]) =>
  [...groups].filter(([, group]) => layouts.includes(group[0]![1].layout));
// The foundation's branded termination flow loads its frame only under /irtisano.
const BrandLayout = lazy(() => import("./brand/BrandLayout.tsx"));

function frames(list: [string, [RouteName, RouteEntry][]][]) {
  return list.map(([key, group]) => (
    <Route key={key} element={<RouteFrame {...group[0]![1]} />}>
      {group.map(([name, route]) =>
        route.path === "/" ? (
          <Route key={name} index element={element(name, route)} />
        ) : (
          <Route key={name} path={route.path} element={element(name, route)} />
        ),
      )}
    </Route>
  ));
}

/** The staff console's frame, given the session the app already checked. */
function StaffFrame() {
  const session = useSession();
  const client = useQueryClient();
  const forget = useCallback(() => forgetSession(client), [client]);
  return (
    <Suspense fallback={<Loading />}>
      <StaffLayout session={session.status === "signedIn" ? session.info : null} forgetSession={forget} />
    </Suspense>
  );
}

/** The foundation's branded termination flow's frame, given the session the app already checked. */
function BrandFrame() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <Suspense fallback={<Loading />}>
      <BrandLayout signedIn={session.status === "signedIn"} onSignOut={() => void signOut()} />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>{frames(byLayout(["public", "tenant"]))}</Route>
      <Route element={<StaffFrame />}>{frames(byLayout(["staff"]))}</Route>
      <Route element={<BrandFrame />}>{frames(byLayout(["brand"]))}</Route>
    </Routes>
  );
}
