import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";

export default function SearchPage() {
  const { t } = useTranslation("search");
  const { query = "" } = useParams();
  usePageTitle(t("title"));
  return (
    <>
      <h1>{t("title")}</h1>
      <Card aria-label={t("title")}>
        <p>{t("searched", { query })}</p>
        <p>{t("noResults")}</p>
        <Link to={paths.home}>{t("common:errors.backHome")}</Link>
      </Card>
    </>
  );
}
