import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { WpPost } from "@portal/schemas/content";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { newsTarget, postDay } from "../../../lib/content/newsLink.ts";
import { decodeHtmlText } from "../../../lib/content/text.ts";
import styles from "./NewsCard.module.css";

/** The three newest posts; the page starts the query alongside its other reads. */
export function NewsCard({ news }: { news: UseQueryResult<WpPost[], unknown> }) {
  const { t } = useTranslation("home");
  return (
    <Card aria-labelledby="home-news-title" flat>
      <h2 id="home-news-title">{t("news.title")}</h2>
      {news.isPending && <Loading />}
      {news.isError && <LoadFailed text={t("news.loadFailed")} onRetry={() => void news.refetch()} />}
      {news.data?.length === 0 && <p>{t("news.empty")}</p>}
      {news.data && news.data.length > 0 && (
        <ul className={styles.list}>
          {news.data.map((post) => {
            const target = newsTarget(post);
            const title = decodeHtmlText(post.title.rendered);
            return (
              <li key={post.id} className={styles.item}>
                <time dateTime={post.date.slice(0, 10)} className={styles.date}>
                  {postDay(post.date)}
                </time>
                {target.kind === "app" ? (
                  <Link to={target.to} className={styles.link}>
                    {title}
                  </Link>
                ) : (
                  <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {title}
                    <span className="sr-only"> {t("news.external")}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
