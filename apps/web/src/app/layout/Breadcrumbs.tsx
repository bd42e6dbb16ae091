import { useTranslation } from "react-i18next";
import { Link, matchPath, useLocation } from "react-router";
import { menuChain, isRoutable } from "../../features/content/menuTree.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Breadcrumbs.module.css";
import { paths, routes } from "../../lib/paths.ts";

/**
 * The manifest's `breadcrumb` of the route on screen: a fixed title, null for no trail (home, and the
 * payment results, which open as a modal over billing), or absent to follow the menu.
 */
function manifestCrumb(pathname: string): string | null | undefined {
  const route = Object.values(routes).find((r) => r.path !== "*" && matchPath(r.path, pathname));
  return route?.breadcrumb;
}

type Crumb = { label: string; to?: string };

/** Lazily loaded: signed-in pages only. */
export default function Breadcrumbs() {
  const { t } = useTranslation("common");
  const menu = useMainMenu();
  const { pathname } = useLocation();
  const staticKey = manifestCrumb(pathname);
  if (staticKey === null) return null;

  let crumbs: Crumb[] = [];
  if (staticKey) crumbs = [{ label: t(staticKey) }];
  else if (menu.tree) {
    const chain = menuChain(menu.tree, pathname);
    crumbs = chain.map((node, i) => ({
      label: node.title,
      to: i < chain.length - 1 && isRoutable(node) ? node.path : undefined,
    }));
  }
  // While the menu loads, the trail's line is kept free, so the page does not jump down when it comes.
  if (crumbs.length === 0)
    return menu.status === "busy" ? <div className={styles.placeholder} aria-hidden="true" /> : null;

  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to={paths.home}>{t("breadcrumbs.home")}</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
