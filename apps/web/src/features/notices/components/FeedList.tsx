import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Pagination } from "../../../components/ui/Pagination.tsx";
import { formatInstantDate } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import type { EventsResponse, NoticesResponse } from "@portal/schemas/notices";
import { isUrgent, itemExcerpt, type Lang } from "../formData.ts";
import { eventWhen, headline } from "../headline.ts";
import styles from "./FeedList.module.css";
import { languageOf } from "../../../lib/i18n.ts";

/** A detail page's back button returns to the list's page the reader came from. */
export type FeedBackState = { from?: string } | null;

type Props = {
  feed: UseQueryResult<NoticesResponse | EventsResponse>;
  /** The detail page of an item: `{list path}/:id`. */
  basePath: string;
  /** The query parameter of the page (`p` for notices, `eventPage` for events). */
  param: string;
  kind: "notices" | "events";
  /** The no-data text, when not the kind's own. */
  empty?: string;
};

/**
 * One page of notices or events: each with its headline, its date (the event's own, or when the
 * notice was published), its kind, the first words of its text and a read-more link; the numbered
 * pager under it; the no-data text when there is nothing.
 */
export function FeedList({ feed, basePath, param, kind, empty }: Props) {
  const { t, i18n } = useTranslation("notices");
  const lang: Lang = languageOf(i18n.language);
  const state = loadState(feed);
  const here = useLocation();
  if (state === "error")
    return <LoadFailed text={t(`${kind}.loadFailed`)} onRetry={() => void feed.refetch()} />;
  if (state !== "ready" || !feed.data) return <Loading />;
  const { data: items, page, pageCount } = feed.data;
  if (items.length === 0) return <p className={styles.empty}>{empty ?? t(`${kind}.empty`)}</p>;
  return (
    <>
      <ul className={styles.list} aria-busy={feed.isPlaceholderData}>
        {items.map((item) => {
          const title = headline(item, lang, t);
          const when = kind === "events" ? eventWhen(item, t) : undefined;
          const urgent = isUrgent(item);
          const summary = itemExcerpt(item, lang);
          return (
            <li key={item.id} className={styles.item}>
              <article aria-labelledby={`feed-${item.id}`}>
                <p className={styles.meta}>
                  <span className={styles.kind}>
                    {t(`formType.${item.formType}`, { defaultValue: t("formType.other") })}
                  </span>
                  {urgent && <span className={styles.urgent}>{t("urgent")}</span>}
                </p>
                <h2 id={`feed-${item.id}`} className={styles.title}>
                  {title}
                </h2>
                <p className={styles.date}>
                  {when
                    ? when
                    : item.publishedAt && t("published", { date: formatInstantDate(item.publishedAt) })}
                </p>
                {summary && <p className={styles.excerpt}>{summary}</p>}
                <Link
                  to={`${basePath}/${encodeURIComponent(item.id)}`}
                  state={{ from: `${here.pathname}${here.search}` } satisfies FeedBackState}
                  className={styles.more}
                >
                  {t("readMore")}
                  <span className="sr-only">: {title}</span>
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
      <Pagination label={t(`${kind}.pages`)} page={page} pageCount={pageCount} param={param} />
    </>
  );
}
