import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { menuChain, isRoutable } from "../../features/content/menuTree.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Breadcrumbs.module.css";

/** The payment result routes open as a modal over billing, so they show no trail (spec section 2). */
const HIDDEN = new Set(["/", "/vuokrani/maksutiedot/onnistui", "/vuokrani/maksutiedot/virhe"]);
const STATIC_PAGES: Record<string, string> = {
  "/omat-tiedot": "pages.profile",
  "/onnistui": "pages.success",
};

type Crumb = { label: string; to?: string };

/** Lazily loaded: signed-in pages only. */
export default function Breadcrumbs() {
  const { t } = useTranslation("common");
  const menu = useMainMenu();
  const { pathname } = useLocation();
  if (HIDDEN.has(pathname)) return null;

  let crumbs: Crumb[] = [];
  const staticKey = STATIC_PAGES[pathname] ?? (pathname.startsWith("/haku/") ? "pages.search" : undefined);
  if (staticKey) crumbs = [{ label: t(staticKey) }];
  else if (menu.tree) {
    const chain = menuChain(menu.tree, pathname);
    crumbs = chain.map((node, i) => ({
      label: node.title,
      to: i < chain.length - 1 && isRoutable(node) ? node.path : undefined,
    }));
  }
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to="/">{t("breadcrumbs.home")}</Link>
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
