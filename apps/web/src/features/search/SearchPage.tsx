import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";

export default function SearchPage() {
  const { t } = useTranslation("content");
  const { query = "" } = useParams();
  usePageTitle(t("search.title"));
  return (
    <>
      <h1>{t("search.title")}</h1>
      <Card aria-label={t("search.title")}>
        <p>{t("search.searched", { query })}</p>
        <p>{t("search.noResults")}</p>
        <Link to="/">{t("backHome")}</Link>
      </Card>
    </>
  );
}
