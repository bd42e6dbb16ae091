import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Notice } from "../../components/ui/Notice.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { PageNotFound } from "../../components/ui/PageNotFound.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useCommittee } from "./api/committeeQuery.ts";
import { LazyCommitteeForm, usePreloadCommitteeForm } from "./components/LazyForm.tsx";
import { formBySlug } from "./model.ts";

/**
 * A new committee form of the type the address names (/asuminen/asukastoimikunta/kokouspoytakirja
 * and the five others), for the committee's members only.
 */
export default function CommitteeFormPage() {
  const { t } = useTranslation(["committee", "common"]);
  const { form: slug = "" } = useParams();
  const form = formBySlug(slug);
  usePageTitle(form ? t(`forms.${form.type}.title`) : undefined);
  usePreloadCommitteeForm();
  const committee = useCommittee();
  if (!form) return <PageNotFound />;
  return (
    <>
      <PageHeader title={t(`forms.${form.type}.title`)} lead={t(`forms.${form.type}.lead`)} />
      <SideLayout
        sideLabel={t("page.side")}
        side={
          <Card title={t("formPage.afterTitle")} flat>
            <p>{t(form.kind === "expense" ? "formPage.afterExpense" : "formPage.afterCommittee")}</p>
            <p>
              <Link to={menuPaths.committee}>{t("formPage.backToCommittee")}</Link>
            </p>
            <p>
              <Link to={menuPaths.ownForms}>{t("page.ownFormsLink")}</Link>
            </p>
          </Card>
        }
      >
        <Card>
          {committee.isPending ? (
            <Loading />
          ) : committee.isError ? (
            <LoadFailed text={t("page.committeeFailed")} onRetry={() => void committee.refetch()} />
          ) : committee.data ? (
            <LazyCommitteeForm key={form.type} form={form} />
          ) : (
            <Notice title={t("join.title")}>
              <p>{t("join.text")}</p>
              <p>
                <Link to={menuPaths.committee}>{t("formPage.backToCommittee")}</Link>
              </p>
            </Notice>
          )}
        </Card>
      </SideLayout>
    </>
  );
}
