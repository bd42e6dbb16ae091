import { Navigate, useLocation } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import { PageNotFound } from "../components/ui/PageNotFound.tsx";
import { menuChain, resolveMenuPath } from "../features/content/menuTree.ts";
import { useMainMenu } from "../features/content/useMainMenu.ts";
import { paths } from "../lib/paths.ts";
import { pages } from "./pages.ts";

/** Every path not named in the router: a menu page, an English alias, the default page for an unknown slug under a menu item, or home. */
export default function MenuRoute() {
  const menu = useMainMenu();
  const location = useLocation();
  if (menu.status === "busy") return <Loading />;
  if (menu.status === "error" || !menu.tree) return <PageNotFound />;
  const resolved = resolveMenuPath(menu.tree, location.pathname);
  if (resolved.kind === "redirect") return <Navigate to={`${resolved.to}${location.search}`} replace />;
  if (resolved.kind === "none") return <Navigate to={paths.home} replace />;
  const MenuPage = pages.menuPage;
  // The page's side column lists its section's pages: the menu is at hand here, so the page need
  // not load it again.
  const top = menuChain(menu.tree, location.pathname)[0];
  const section = top && {
    title: top.title,
    links: top.children.map((child) => ({ title: child.title, path: child.path })),
  };
  // An unknown slug under a known menu item: the content service answers its default page for it.
  if (resolved.kind === "unknown")
    return (
      <MenuPage
        key={location.pathname}
        title={resolved.slug}
        slug={resolved.slug}
        slugEn={resolved.slug}
        section={section}
      />
    );
  return (
    <MenuPage
      key={resolved.node.path}
      title={resolved.node.title}
      slug={resolved.node.slug}
      slugEn={resolved.node.slugEn}
      section={section}
      subpages={resolved.node.children.map((child) => ({ title: child.title, path: child.path }))}
    />
  );
}
