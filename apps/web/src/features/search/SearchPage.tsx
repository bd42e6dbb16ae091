import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { SearchResponse } from "@portal/schemas/search";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { menuPaths, paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { searchQueryOptions } from "./api/search.ts";
import { parseSnippet } from "./snippet.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./SearchPage.module.css";
import { languageOf } from "../../lib/i18n.ts";

const SECTIONS = [
  { key: "billing", to: paths.billing },
  { key: "faults", to: menuPaths.faultReport },
  { key: "contacts", to: menuPaths.contacts },
  { key: "home", to: paths.home },
] as const;

export default function SearchPage() {
  const { t, i18n } = useTranslation(["search", "common"]);
  const lang = languageOf(i18n.language);
  const { query: raw = "" } = useParams();
  const query = raw.trim();
  const search = useQuery({ ...searchQueryOptions(query, lang), enabled: query !== "" });
  const title = t("titleWithQuery", { query });
  usePageTitle(title);

  return (
    <>
      <PageHeader title={title} />
      {search.data && search.data.total > 0 && (
        <p className={styles.count} role="status">
          {t("count", { count: search.data.total })}
        </p>
      )}
      <SideLayout sideLabel={t("sections.title")} side={<Sections />}>
        {search.isPending && query !== "" && <Loading />}
        {search.isError && <LoadFailed text={t("error")} onRetry={() => void search.refetch()} />}
        {(query === "" || (search.data && search.data.total === 0)) && <EmptyState />}
        {search.data && search.data.total > 0 && <Results data={search.data} />}
      </SideLayout>
    </>
  );
}

function Results({ data }: { data: SearchResponse }) {
  const { t } = useTranslation("search");
  return (
    <>
      {data.groups.map((group) => (
        <Card key={group.kind} aria-labelledby={`search-${group.kind}`} className={styles.group}>
          <h2 id={`search-${group.kind}`}>{t(`kinds.${group.kind}`)}</h2>
          <ol className={styles.results}>
            {group.results.map((result) => (
              <li key={`${group.kind}-${result.id}`} className={styles.result}>
                <Link to={result.path} className={styles.link}>
                  {result.title}
                </Link>
                <p className={styles.snippet}>
                  {parseSnippet(result.snippet).map((part, i) =>
                    part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </>
  );
}

function EmptyState() {
  const { t } = useTranslation("search");
  return (
    <Card aria-labelledby="search-empty" className={styles.group}>
      <h2 id="search-empty">{t("empty.title")}</h2>
      <ul className={styles.tips}>
        <li>{t("empty.spelling")}</li>
        <li>{t("empty.shorter")}</li>
        <li>{t("empty.other")}</li>
      </ul>
    </Card>
  );
}

/** The side column: the sections most searched for, found or not. */
function Sections() {
  const { t } = useTranslation("search");
  return (
    <Card title={t("sections.title")} flat>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link to={section.to}>{t(`sections.${section.key}`)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
