import { useCallback, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { submenuColumns, type MenuNode } from "../../features/content/menuTree.ts";
import type { MainMenu as MainMenuData } from "../../features/content/useMainMenu.ts";
import { useDismiss } from "./useDismiss.ts";
import { focusPanelItem, useMenuKeys } from "./useMenuKeys.ts";
import styles from "./MainMenu.module.css";

const COLUMN_CLASS = { 1: styles.cols1, 2: styles.cols2, 3: styles.cols3 } as const;

/**
 * Desktop main menu: disclosure buttons for the top-level items, each opening a panel of links; an
 * item's own sub-pages (the exchange board under the exchange's page) are listed under it.
 */
export function MainMenu({ menu }: { menu: MainMenuData }) {
  const { t } = useTranslation("common");
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // The open item (its button and panel): focus on another item's button has left the open menu.
  const openItemRef = useRef<HTMLLIElement>(null);
  const toggleRefs = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();
  const { pathname } = useLocation();
  // Following a link closes the menu: compared during render, React's pattern for state that resets on a prop change.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenId(null);
  }
  const close = useCallback(() => setOpenId(null), []);

  const focusToggle = useCallback(() => {
    if (openId !== null) toggleRefs.current.get(openId)?.focus();
  }, [openId]);
  useDismiss(openId !== null, close, openItemRef, focusToggle);
  useMenuKeys(navRef);

  if (menu.status !== "ready" || !menu.tree) {
    return (
      <nav aria-label={t("mainMenu.label")} className={styles.nav}>
        {menu.status === "error" && <p className={styles.status}>{t("mainMenu.error")}</p>}
      </nav>
    );
  }

  const section = pathname.split("/")[1];
  return (
    <nav aria-label={t("mainMenu.label")} className={styles.nav} ref={navRef}>
      <ul className={styles.list}>
        {menu.tree.roots
          .filter((root) => root.children.length > 0)
          .map((root) => {
            const panelId = `${baseId}-${root.id}`;
            const open = openId === root.id;
            return (
              <li key={root.id} className={styles.item} ref={open ? openItemRef : undefined}>
                <button
                  type="button"
                  className={[styles.toggle, section === root.slug ? styles.current : ""].join(" ")}
                  aria-expanded={open}
                  aria-controls={panelId}
                  data-menu-toggle=""
                  ref={(el) => {
                    if (el) toggleRefs.current.set(root.id, el);
                    else toggleRefs.current.delete(root.id);
                  }}
                  onClick={() => setOpenId(open ? null : root.id)}
                  onKeyDown={(e) => {
                    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
                    e.preventDefault();
                    // The panel must be shown before anything in it can take focus.
                    flushSync(() => setOpenId(root.id));
                    focusPanelItem(
                      document.getElementById(panelId),
                      e.key === "ArrowDown" ? "first" : "last",
                    );
                  }}
                >
                  {root.title}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <div id={panelId} className={styles.panel} hidden={!open} data-menu-panel="">
                  <SubmenuLinks root={root} />
                </div>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

function SubmenuLinks({ root }: { root: MenuNode }) {
  const columns = submenuColumns(root.children.length);
  return (
    <ul className={[styles.submenu, COLUMN_CLASS[columns]].join(" ")} data-columns={columns}>
      {root.children.map((child) => (
        <li key={child.id}>
          <NavLink to={child.path} className={styles.link}>
            {child.title}
          </NavLink>
          {child.children.length > 0 && (
            <ul className={styles.nested}>
              {child.children.map((page) => (
                <li key={page.id}>
                  <NavLink to={page.path} className={styles.link}>
                    {page.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
