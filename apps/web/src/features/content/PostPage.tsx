import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { postDay } from "../../lib/content/newsLink.ts";
import { postQueryOptions } from "../../lib/content/queries.ts";
import { decodeHtmlText } from "../../lib/content/text.ts";
import { paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import styles from "./ContentPage.module.css";
import { languageOf } from "../../lib/i18n.ts";

/** One news post at /uutiset/:slug, in the UI language. */
export default function PostPage() {
  const { t, i18n } = useTranslation(["content", "common"]);
  const lang = languageOf(i18n.language);
  const { slug = "" } = useParams();
  const query = useQuery(postQueryOptions(slug, lang));
  const post = query.data;
  const heading = query.isError
    ? t("error.title")
    : post
      ? decodeHtmlText(post.title.rendered)
      : post === null
        ? t("post.notFound")
        : t("common:pages.news");
  usePageTitle(heading);

  return (
    <>
      <PageHeader title={heading} />
      <Card aria-label={heading} className={styles.post} aria-busy={query.isPending || undefined}>
        {query.isPending && <div className={styles.placeholder} aria-hidden="true" />}
        {query.isError && <LoadFailed text={t("error.text")} onRetry={() => void query.refetch()} />}
        {post && (
          <>
            <p className={styles.meta}>
              {t("post.published")} <time dateTime={post.date.slice(0, 10)}>{postDay(post.date)}</time>
            </p>
            <ContentHtml html={post.content.rendered} />
          </>
        )}
        {post === null && <p>{t("post.notFoundText")}</p>}
        {!query.isPending && (
          <p className={styles.back}>
            <Link to={paths.home}>{t("backHome")}</Link>
          </p>
        )}
      </Card>
    </>
  );
}
