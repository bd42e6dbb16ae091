import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { pageFromQuery } from "../../../components/ui/Pagination.tsx";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useNotices } from "../api/feedQueries.ts";
import { FeedList } from "../components/FeedList.tsx";

/** Tiedotteet: the building's notices, 12 a page, the page in `p`. */
export function NoticesView() {
  const { t } = useTranslation("notices");
  usePageTitle(t("notices.title"));
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get("p"));
  const notices = useNotices(page);
  return (
    <>
      <PageHeader title={t("notices.title")} lead={t("notices.lead")} />
      <FeedList feed={notices} basePath={useLocation().pathname} param="p" kind="notices" />
    </>
  );
}
