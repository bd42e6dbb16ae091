import { useCallback, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useDismiss } from "./useDismiss.ts";
import { focusPanelItem, useMenuKeys } from "./useMenuKeys.ts";
import styles from "./ProfileMenu.module.css";
import { paths, menuPaths } from "../../lib/paths.ts";

/** Account disclosure: the button's name is "Oma tili: <first name>", the panel holds profile, forms and sign-out. */
export function ProfileMenu({ firstName, onSignOut }: { firstName: string; onSignOut: () => void }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  // Following a link closes the menu: compared during render, React's pattern for state that resets on a prop change.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);
  const focusToggle = useCallback(() => toggle.current?.focus(), []);
  useDismiss(open, close, container, focusToggle);
  useMenuKeys(container);

  return (
    <div className={styles.menu} ref={container}>
      <button
        type="button"
        ref={toggle}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
          e.preventDefault();
          // The panel must be shown before anything in it can take focus.
          flushSync(() => setOpen(true));
          focusPanelItem(document.getElementById(panelId), e.key === "ArrowDown" ? "first" : "last");
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {firstName.slice(0, 1)}
        </span>
        <span className="sr-only">{t("account.label")}: </span>
        <span className={styles.name}>{firstName}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-menu-panel="">
        <ul className={styles.list}>
          <li>
            <Link to={paths.profile} className={styles.item}>
              {t("account.profile")}
            </Link>
          </li>
          <li>
            <Link to={menuPaths.ownForms} className={styles.item}>
              {t("account.ownForms")}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onSignOut}>
              {t("account.signOut")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
