import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { WpBulletin } from "@portal/schemas/content";
import { bulletinsFor } from "../../lib/content/bulletins.ts";
import { bulletinsQueryOptions } from "../../lib/content/queries.ts";
import { readPersisted, writePersisted } from "../../lib/persisted.ts";
import { normalizePath } from "../../features/content/menuTree.ts";
import { decodeHtmlText as decodeTitle } from "../../lib/content/text.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Bulletins.module.css";

const DISMISSED_KEY = "bulletins-dismissed";

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === "number");

/**
 * The content service's site bulletins for the page on screen, in the UI language. A region with a
 * heading rather than an alert: they are news about the page, not errors, and a screen reader
 * should not be interrupted by them. Closing one hides it for the rest of the session. The HTML is
 * sanitised by the query (bulletinsQueryOptions).
 */
export default function Bulletins() {
  const { t, i18n } = useTranslation("common");
  const lang = i18n.language === "en" ? "en" : "fi";
  const { pathname } = useLocation();
  const menu = useMainMenu();
  const query = useQuery(bulletinsQueryOptions(lang));
  const [dismissed, setDismissed] = useState<number[]>(() => readPersisted(DISMISSED_KEY, isIdList) ?? []);

  const path = normalizePath(pathname);
  // show_on_pages holds Finnish paths; an English alias counts as its Finnish page.
  const finnishPath = menu.tree?.aliases.get(path) ?? path;
  const shown = bulletinsFor(query.data ?? [], lang, finnishPath).filter((b) => !dismissed.includes(b.id));

  if (shown.length === 0) return null;
  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    writePersisted(DISMISSED_KEY, next);
  };
  return (
    <div className={styles.list}>
      {shown.map((bulletin) => (
        <Bulletin
          key={bulletin.id}
          bulletin={bulletin}
          html={bulletin.content.rendered}
          closeLabel={t("bulletins.close")}
          kindLabel={t(`bulletins.kind.${bulletin.acf.bulletin_type}`)}
          onDismiss={() => dismiss(bulletin.id)}
        />
      ))}
    </div>
  );
}

type BulletinProps = {
  bulletin: WpBulletin;
  html: string;
  closeLabel: string;
  kindLabel: string;
  onDismiss: () => void;
};

/**
 * Colour by meaning, as the Notice banners: a bulletin is information (blue), also one the company
 * marks important ("alert", such as a routine service break), which says so in its label. None
 * reports a failure, so none is red.
 */
const TONES: Record<WpBulletin["acf"]["bulletin_type"], "info" | "warning"> = {
  notice: "info",
  "uuras-info": "info",
  alert: "info",
};

const ICONS = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
};

function Bulletin({ bulletin, html, closeLabel, kindLabel, onDismiss }: BulletinProps) {
  const headingId = `bulletin-${bulletin.id}`;
  const title = decodeTitle(bulletin.title.rendered);
  const tone = TONES[bulletin.acf.bulletin_type] ?? "info";
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.bulletin} ${styles[tone]}`}
      data-bulletin-type={bulletin.acf.bulletin_type}
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
