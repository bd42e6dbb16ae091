import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "./PageHeader.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";

export function PageNotFound() {
  const { t } = useTranslation("common");
  usePageTitle(t("errors.pageNotFound"));
  return (
    <>
      <PageHeader title={t("errors.pageNotFound")} lead={t("errors.pageNotFoundText")} />
      <p>
        <Link to={paths.home}>{t("errors.backHome")}</Link>
      </p>
    </>
  );
}
