import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";

export function PageNotFound() {
  const { t } = useTranslation("common");
  usePageTitle(t("errors.pageNotFound"));
  return (
    <>
      <h1>{t("errors.pageNotFound")}</h1>
      <p>{t("errors.pageNotFoundText")}</p>
      <p>
        <Link to={paths.home}>{t("errors.backHome")}</Link>
      </p>
    </>
  );
}
