import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { contentPageQueryOptions } from "../../lib/content/queries.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { SectionLinks, type Section } from "./SectionLinks.tsx";
import { contentSlug, decodeTitle } from "./menuTree.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./ContentPage.module.css";
import { languageOf } from "../../lib/i18n.ts";

type Props = {
  title: string;
  slug: string;
  slugEn: string;
  section?: Section;
  /** The menu item's own sub-pages (the apartment exchange's board under its page), linked at the title. */
  subpages?: Section["links"];
};

/**
 * A menu page: the content service's page by the item's slug in the UI language (the English slug
 * in English). An unknown slug shows the default page; a failed read the error title and a retry.
 * The item's sub-pages in the menu are the page's main actions, one click away.
 */
export default function ContentPage({ title, slug, slugEn, section, subpages = [] }: Props) {
  const { t, i18n } = useTranslation(["content", "common"]);
  const lang = languageOf(i18n.language);
  const query = useQuery(contentPageQueryOptions(contentSlug({ slug, slugEn }, lang), lang));
  const page = query.data?.page;
  const heading = query.isError ? t("error.title") : page ? decodeTitle(page.title.rendered) : title;
  usePageTitle(heading);

  return (
    <>
      <PageHeader
        title={heading}
        actions={
          subpages.length > 0 &&
          subpages.map((link) => (
            <ButtonLink key={link.path} to={link.path}>
              {link.title}
            </ButtonLink>
          ))
        }
      />
      <SideLayout side={section && section.links.length > 0 ? <SectionLinks section={section} /> : undefined}>
        <Card aria-label={heading} aria-busy={query.isPending || undefined}>
          {query.isPending && <div className={styles.placeholder} aria-hidden="true" />}
          {query.isError && <LoadFailed text={t("error.text")} onRetry={() => void query.refetch()} />}
          {query.isSuccess && page && <ContentHtml html={page.content.rendered} />}
          {query.isSuccess && !page && <p>{t("comingSoon")}</p>}
        </Card>
      </SideLayout>
    </>
  );
}
