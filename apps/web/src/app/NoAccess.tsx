import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { usePageTitle } from "../lib/usePageTitle.ts";
import { paths } from "../lib/paths.ts";

/** A signed-in party on a page not meant for them (a tenant on a staff page, staff without the permission). */
export default function NoAccess() {
  const { t } = useTranslation("common");
  usePageTitle(t("errors.noAccess"));
  return (
    <>
      <PageHeader title={t("errors.noAccess")} lead={t("errors.noAccessText")} />
      <p>
        <Link to={paths.home}>{t("errors.backHome")}</Link>
      </p>
    </>
  );
}
