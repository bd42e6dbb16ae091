import { useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, matchPath, useLocation } from "react-router";
import { PageHeaderTitle } from "../../components/ui/pageHeaderSlots.ts";
import { menuChain, isRoutable, normalizePath } from "../../features/content/menuTree.ts";
import { useMainMenu, type MainMenu } from "../../features/content/useMainMenu.ts";
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

/** The page a fixed title names (the own forms' list for "pages.ownForms"): its one route without parameters. */
function manifestCrumbPath(key: string): string | undefined {
  return Object.values(routes).find((r) => r.breadcrumb === key && !/[:*]/.test(r.path))?.path;
}

type Crumb = { label: ReactNode; to?: string };

const hasTitle = (title: ReactNode) =>
  title !== null && title !== undefined && title !== false && title !== "";

/**
 * The trail from home to the page on screen. A page below a menu page or a titled page (a committee
 * form under the committee's page, one of the tenant's own forms) links its parent and ends with
 * its own title, which its header hands over (PageHeaderTitle).
 */
export function Trail({ menu }: { menu: MainMenu }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const title = useContext(PageHeaderTitle);
  const staticKey = manifestCrumb(pathname);
  if (staticKey === null) return null;

  const path = normalizePath(pathname);
  let crumbs: Crumb[] = [];
  let below = false;
  if (staticKey) {
    const parent = manifestCrumbPath(staticKey);
    below = parent !== undefined && path.startsWith(`${parent}/`);
    crumbs = [{ label: t(staticKey), to: below ? parent : undefined }];
  } else if (menu.tree) {
    const chain = menuChain(menu.tree, pathname);
    below = chain.length > 0 && chain.at(-1)?.path !== path;
    crumbs = chain.map((node, i) => ({
      label: node.title,
      to: (below || i < chain.length - 1) && isRoutable(node) ? node.path : undefined,
    }));
  }
  if (below && hasTitle(title)) crumbs.push({ label: title });
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
          <li key={i}>
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

/** Lazily loaded: signed-in pages only. */
export default function Breadcrumbs() {
  return <Trail menu={useMainMenu()} />;
}
