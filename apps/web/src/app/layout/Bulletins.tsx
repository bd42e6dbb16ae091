import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { bulletinsFor } from "../../lib/content/bulletins.ts";
import { bulletinsQueryOptions } from "../../lib/content/queries.ts";
import { excerpt } from "../../lib/notices/excerpt.ts";
import { markNoticeRead } from "../../lib/notices/readNotice.ts";
import { urgentNoticesQueryOptions } from "../../lib/notices/urgentNotices.ts";
import { paths } from "../../lib/paths.ts";
import { readPersisted, writePersisted } from "../../lib/persisted.ts";
import { normalizePath } from "../../features/content/menuTree.ts";
import { listPath } from "../../features/notices/paths.ts";
import { decodeHtmlText as decodeTitle } from "../../lib/content/text.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Bulletins.module.css";
import { languageOf } from "../../lib/i18n.ts";

const DISMISSED_KEY = "bulletins-dismissed";

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === "number");

/** A list of dismissed ids kept for the session. */
function useDismissed<T>(key: string, isValid: (value: unknown) => value is T[]) {
  const [dismissed, setDismissed] = useState<T[]>(() => readPersisted(key, isValid) ?? []);
  const dismiss = (id: T) => {
    const next = [...dismissed, id];
    setDismissed(next);
    writePersisted(key, next);
  };
  return [dismissed, dismiss] as const;
}

const ICONS = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
};

/**
 * The site bulletins for the page on screen, in the UI language, weighted by what they are:
 *
 * - the urgent notices of the tenant's building (`notices`: a tenant's pages) each in the warning
 *   style, with an excerpt and the way to the notice's own page (where it is not repeated). One
 *   stays on every page until the tenant has read it: opened it, or marked it read here (kept by
 *   the server, so on every device). Staff viewing a tenant (`readOnly`) cannot mark it.
 * - the content service's bulletins folded into one line with their count and titles, opened on
 *   request; each closes for the rest of the session.
 *
 * Regions with headings rather than alerts: they are news about the page, not errors, and a
 * screen reader should not be interrupted by them. The HTML is sanitised by the queries
 * (bulletinsQueryOptions, urgentNoticesQueryOptions). None is printed.
 */
export default function Bulletins({ notices, readOnly = false }: { notices: boolean; readOnly?: boolean }) {
  const { i18n } = useTranslation("common");
  const lang = languageOf(i18n.language);
  const { pathname } = useLocation();
  const menu = useMainMenu();
  const query = useQuery(bulletinsQueryOptions(lang));
  const urgent = useQuery({ ...urgentNoticesQueryOptions(), enabled: notices });
  const [dismissed, dismiss] = useDismissed(DISMISSED_KEY, isIdList);

  const path = normalizePath(pathname);
  // show_on_pages holds Finnish paths; an English alias counts as its Finnish page.
  const finnishPath = menu.tree?.aliases.get(path) ?? path;
  const urgentShown = (notices ? (urgent.data ?? []) : [])
    .map((notice) => ({ notice, to: `${listPath(paths.notices)}/${encodeURIComponent(notice.id)}` }))
    .filter(({ to }) => normalizePath(to) !== path);
  const ordinary = bulletinsFor(query.data ?? [], lang, finnishPath).filter((b) => !dismissed.includes(b.id));

  if (urgentShown.length === 0 && ordinary.length === 0) return null;
  return (
    <div className={styles.list} data-print="hide">
      {urgentShown.map(({ notice, to }) => {
        const { title, text } = notice.formData;
        return (
          <UrgentBulletin
            key={notice.id}
            id={notice.id}
            title={title[lang] || title.fi}
            text={excerpt(text[lang] || text.fi)}
            to={to}
            readOnly={readOnly}
          />
        );
      })}
      {ordinary.length > 0 && (
        <FoldedBulletins
          items={ordinary.map((bulletin) => ({
            id: String(bulletin.id),
            type: bulletin.acf.bulletin_type,
            title: decodeTitle(bulletin.title.rendered),
            html: bulletin.content.rendered,
            onDismiss: () => dismiss(bulletin.id),
          }))}
        />
      )}
    </div>
  );
}

/** An urgent notice of the building: warning style, an excerpt, its page, and marking it read. */
function UrgentBulletin({
  id,
  title,
  text,
  to,
  readOnly,
}: {
  id: string;
  title: string;
  text: string;
  to: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation("common");
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const headingId = `bulletin-notice-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.bulletin} ${styles.warning}`}
      data-bulletin-type="urgent-notice"
      data-tone="warning"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS.warning} />
      </svg>
      <div className={styles.text}>
        <p className={styles.kind}>{t("bulletins.kind.urgentNotice")}</p>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.excerpt}>{text}</p>
        <p className={styles.actions}>
          <Link to={to} className={styles.more}>
            {t("bulletins.readNotice")}
            <span className="sr-only">: {title}</span>
          </Link>
          {!readOnly && (
            <button
              type="button"
              className={styles.markRead}
              disabled={busy}
              onClick={() => {
                setBusy(true);
                markNoticeRead(client, id)
                  .catch(() => undefined)
                  .finally(() => setBusy(false));
              }}
            >
              {t("bulletins.markRead")}
              <span className="sr-only">: {title}</span>
            </button>
          )}
        </p>
      </div>
    </section>
  );
}

type Ordinary = {
  id: string;
  /** The content service's bulletin_type. */
  type: string;
  title: string;
  html: string;
  onDismiss: () => void;
};

/**
 * The content service's bulletins as one line: how many there are and their titles, with a
 * button that opens them (each with its kind, text and a close button) and folds them again.
 */
function FoldedBulletins({ items }: { items: Ordinary[] }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  const count = t("bulletins.count", { count: items.length });
  return (
    <section aria-labelledby={headingId} className={`${styles.folded} ${styles.info}`} data-tone="info">
      <div className={styles.line}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS.info} />
        </svg>
        <h2 id={headingId} className={styles.count}>
          {count}
        </h2>
        {!open && (
          <p className={styles.titles} aria-hidden="true">
            {items.map((item) => item.title).join(" · ")}
          </p>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t("bulletins.hide") : t("bulletins.show")}
          <span className="sr-only">: {items.map((item) => item.title).join(", ")}</span>
        </button>
      </div>
      <ul id={listId} className={styles.items} hidden={!open}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-bulletin-type={item.type}>
            <div className={styles.text}>
              <p className={styles.kind}>{t(`bulletins.kind.${item.type}`)}</p>
              <h3 className={styles.title}>{item.title}</h3>
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.html }} />
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={item.onDismiss}
              aria-label={`${t("bulletins.close")}: ${item.title}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
