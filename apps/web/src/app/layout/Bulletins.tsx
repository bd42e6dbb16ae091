import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { WpBulletin } from "@portal/schemas/content";
import { bulletinsFor } from "../../lib/content/bulletins.ts";
import { bulletinsQueryOptions } from "../../lib/content/queries.ts";
import { urgentNoticesQueryOptions } from "../../lib/notices/urgentNotices.ts";
import { paths } from "../../lib/paths.ts";
import { readPersisted, writePersisted } from "../../lib/persisted.ts";
import { normalizePath } from "../../features/content/menuTree.ts";
import { listPath } from "../../features/notices/paths.ts";
import { decodeHtmlText as decodeTitle } from "../../lib/content/text.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Bulletins.module.css";

const DISMISSED_KEY = "bulletins-dismissed";
const DISMISSED_NOTICES_KEY = "notice-bulletins-dismissed";

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === "number");
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === "string");

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

/**
 * The site bulletins for the page on screen, in the UI language: the urgent notices of the
 * tenant's building first (`notices`: a tenant's pages, each linking to the notice's own page and
 * shown everywhere but there), then the content service's. A region with a heading rather than an
 * alert: they are news about the page, not errors, and a screen reader should not be interrupted
 * by them. Closing one hides it for the rest of the session. The HTML is sanitised by the queries
 * (bulletinsQueryOptions, urgentNoticesQueryOptions).
 */
export default function Bulletins({ notices }: { notices: boolean }) {
  const { t, i18n } = useTranslation("common");
  const lang = i18n.language === "en" ? "en" : "fi";
  const { pathname } = useLocation();
  const menu = useMainMenu();
  const query = useQuery(bulletinsQueryOptions(lang));
  const urgent = useQuery({ ...urgentNoticesQueryOptions(), enabled: notices });
  const [dismissed, dismiss] = useDismissed(DISMISSED_KEY, isIdList);
  const [dismissedNotices, dismissNotice] = useDismissed(DISMISSED_NOTICES_KEY, isStringList);

  const path = normalizePath(pathname);
  // show_on_pages holds Finnish paths; an English alias counts as its Finnish page.
  const finnishPath = menu.tree?.aliases.get(path) ?? path;
  const closeLabel = t("bulletins.close");
  const noticeBulletins: BulletinProps[] = (notices ? (urgent.data ?? []) : [])
    .filter((notice) => !dismissedNotices.includes(notice.id))
    .map((notice) => {
      const { title, text } = notice.formData;
      const to = `${listPath(paths.notices)}/${encodeURIComponent(notice.id)}`;
      return {
        id: `notice-${notice.id}`,
        type: "urgent-notice",
        tone: "info",
        title: title[lang] || title.fi,
        html: text[lang] || text.fi,
        link: { to, label: t("bulletins.readNotice") },
        kindLabel: t("bulletins.kind.urgentNotice"),
        closeLabel,
        onDismiss: () => dismissNotice(notice.id),
      } satisfies BulletinProps;
    })
    .filter((bulletin) => normalizePath(bulletin.link.to) !== path);
  const contentBulletins: BulletinProps[] = bulletinsFor(query.data ?? [], lang, finnishPath)
    .filter((b) => !dismissed.includes(b.id))
    .map((bulletin) => ({
      id: String(bulletin.id),
      type: bulletin.acf.bulletin_type,
      tone: TONES[bulletin.acf.bulletin_type] ?? "info",
      title: decodeTitle(bulletin.title.rendered),
      html: bulletin.content.rendered,
      kindLabel: t(`bulletins.kind.${bulletin.acf.bulletin_type}`),
      closeLabel,
      onDismiss: () => dismiss(bulletin.id),
    }));
  const shown = [...noticeBulletins, ...contentBulletins];

  if (shown.length === 0) return null;
  return (
    <div className={styles.list}>
      {shown.map((bulletin) => (
        <Bulletin key={bulletin.id} {...bulletin} />
      ))}
    </div>
  );
}

type Tone = "info" | "warning";

type BulletinProps = {
  /** Unique on the page: the heading's id is made of it. */
  id: string;
  /** The content service's bulletin_type, or "urgent-notice". */
  type: string;
  tone: Tone;
  title: string;
  html: string;
  /** The page the bulletin is about (an urgent notice's own page). */
  link?: { to: string; label: string };
  closeLabel: string;
  kindLabel: string;
  onDismiss: () => void;
};

/**
 * Colour by meaning, as the Notice banners: a bulletin is information (blue), also one the company
 * marks important ("alert", such as a routine service break), which says so in its label. None
 * reports a failure, so none is red.
 */
const TONES: Record<WpBulletin["acf"]["bulletin_type"], Tone> = {
  notice: "info",
  "uuras-info": "info",
  alert: "info",
};

const ICONS = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
};

function Bulletin({ id, type, tone, title, html, link, closeLabel, kindLabel, onDismiss }: BulletinProps) {
  const headingId = `bulletin-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.bulletin} ${styles[tone]}`}
      data-bulletin-type={type}
      data-tone={tone}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <div className={styles.text}>
        <p className={styles.kind}>{kindLabel}</p>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        {link && (
          <p className={styles.more}>
            <Link to={link.to}>
              {link.label}
              <span className="sr-only">: {title}</span>
            </Link>
          </p>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label={`${closeLabel}: ${title}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
