import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Notice } from "../../components/ui/Notice.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useCommittee } from "./api/committeeQuery.ts";
import { CommitteeForm } from "./components/CommitteeForm.tsx";
import { FORMS, type FormType } from "./model.ts";

/** A new committee form of one type (the route's `form`): for the committee's members only. */
export default function CommitteeFormPage({ form: type }: { form: FormType }) {
  const { t } = useTranslation(["committee", "common"]);
  const form = FORMS[type];
  usePageTitle(t(`forms.${type}.title`));
  const committee = useCommittee();
  return (
    <>
      <PageHeader title={t(`forms.${type}.title`)} lead={t(`forms.${type}.lead`)} />
      <SideLayout
        sideLabel={t("page.side")}
        side={
          <Card title={t("form.afterTitle")} flat>
            <p>{t(form.kind === "expense" ? "form.afterExpense" : "form.afterCommittee")}</p>
            <p>
              <Link to={menuPaths.committee}>{t("form.backToCommittee")}</Link>
            </p>
            <p>
              <Link to={menuPaths.ownForms}>{t("sent.toOwnForms")}</Link>
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
            <CommitteeForm key={type} form={form} />
          ) : (
            <Notice title={t("join.title")}>
              <p>{t("join.text")}</p>
              <p>
                <Link to={menuPaths.committee}>{t("form.backToCommittee")}</Link>
              </p>
            </Notice>
          )}
        </Card>
      </SideLayout>
    </>
  );
}
