import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { routeContentClick } from "../../../lib/content/links.ts";
import { contentPageQueryOptions } from "../../../lib/content/queries.ts";
import { sanitizeHtml } from "../../../lib/content/sanitize.ts";
import styles from "../committee.module.css";
import { languageOf } from "../../../lib/i18n.ts";

/** The content service's page about the committee, sanitised, its in-app links through the router. */
export function CommitteeContent() {
  const { t, i18n } = useTranslation("committee");
  const lang = languageOf(i18n.language);
  const query = useQuery(
    contentPageQueryOptions(lang === "en" ? "residents-committee" : "asukastoimikunta", lang),
  );
  const navigate = useNavigate();
  const html = query.data?.page?.content.rendered;
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ""), [html]);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed text={t("page.contentFailed")} onRetry={() => void query.refetch()} />;
  if (!html || query.data.fallback) return <p>{t("page.intro")}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are the interactive elements; Enter on a link fires this click too
    <div
      className={styles.content}
      onClick={(event) => routeContentClick(event, (path) => void navigate(path))}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
