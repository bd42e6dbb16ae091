import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";

/** The default page for a menu slug that has no page of its own yet. */
export default function ContentPage({ title }: { title: string }) {
  const { t } = useTranslation("content");
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <Card aria-label={title}>
        <p>{t("comingSoon")}</p>
        <Link to={paths.home}>{t("backHome")}</Link>
      </Card>
    </>
  );
}
