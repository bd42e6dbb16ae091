import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import type { Language } from "@portal/schemas/common";
import type { MainMenu } from "../../features/content/useMainMenu.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import styles from "./SideMenu.module.css";
import { paths, menuPaths } from "../../lib/paths.ts";

/**
 * Small screens: the same menu in a modal <dialog>, which gives focus containment and Escape for
 * free; closing returns focus to the menu button.
 */
export function SideMenu({
  menu,
  onSignOut,
  onLanguageChosen,
}: {
  menu: MainMenu;
  onSignOut: () => void;
  /** A signed-in tenant's language kept as the account's (useLanguageSaver). */
  onLanguageChosen?: ((language: Language) => void) | undefined;
}) {
  const { t } = useTranslation("common");
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const dialogId = useId();
  const { pathname } = useLocation();
  // Following a link closes the menu: compared during render, React's pattern for state that resets on a prop change.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        ref={toggle}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burger} aria-hidden="true" />
        {t("header.menu")}
      </button>
      <dialog
        id={dialogId}
        ref={dialog}
        className={styles.drawer}
        aria-label={t("header.menu")}
        onClose={() => {
          setOpen(false);
          // Back to the menu button, unless a followed link has already moved focus to the new page.
          const active = document.activeElement;
          if (!active || active === document.body || dialog.current?.contains(active))
            toggle.current?.focus();
        }}
      >
        <div className={styles.top}>
          <LanguageSwitch onChosen={onLanguageChosen} />
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <span className={styles.cross} aria-hidden="true" />
            {t("header.closeMenu")}
          </button>
        </div>
        <SearchBox className={styles.search} />
        <nav aria-label={t("mainMenu.label")}>
          {menu.status === "error" && <p>{t("mainMenu.error")}</p>}
          <ul className={styles.list}>
            {menu.tree?.roots
              .filter((root) => root.children.length > 0)
              .map((root) => {
                const panelId = `${dialogId}-${root.id}`;
                const isOpen = expanded === root.id;
                return (
                  <li key={root.id}>
                    <button
                      type="button"
                      className={styles.section}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isOpen ? null : root.id)}
                    >
                      {root.title}
                      <span className={styles.chevron} aria-hidden="true" />
                    </button>
                    <ul id={panelId} className={styles.sublist} hidden={!isOpen}>
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
                  </li>
                );
              })}
          </ul>
        </nav>
        <ul className={styles.account}>
          <li>
            <Link to={paths.profile} className={styles.link}>
              {t("account.profile")}
            </Link>
          </li>
          <li>
            <Link to={menuPaths.ownForms} className={styles.link}>
              {t("account.ownForms")}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.link} onClick={onSignOut}>
              {t("account.signOut")}
            </button>
          </li>
        </ul>
      </dialog>
    </>
  );
}
