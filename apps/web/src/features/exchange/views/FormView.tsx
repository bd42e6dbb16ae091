import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../../components/ui/SideLayout.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useCities } from "../api/citiesQuery.ts";
import { useEligibility } from "../api/eligibilityQuery.ts";
import { useOwnNotice } from "../api/ownNoticeQuery.ts";
import { EligibilityPanel } from "../components/EligibilityPanel.tsx";
import { apartmentFacts } from "../components/labels.ts";
import { NoticeForm } from "../components/NoticeForm.tsx";
import { OwnNotice } from "../components/OwnNotice.tsx";
import type { ExchangePageState } from "./ListView.tsx";

/**
 * A new exchange notice, or the tenant's own one edited (?muokkaa=<id>). With a valid notice
 * already, the page says so and offers to delete it first; without eligibility it names the rule
 * that fails.
 */
export function FormView() {
  const { t } = useTranslation("exchange");
  const [params] = useSearchParams();
  const editId = params.get("muokkaa");
  usePageTitle(editId ? t("form.editTitle") : t("form.title"));
  const navigate = useNavigate();
  const eligibility = useEligibility();
  const own = useOwnNotice();
  const cities = useCities();
  const ownNotice = own.data ?? null;
  const editing = editId && ownNotice?.id === editId && ownNotice.state !== "expired" ? ownNotice : null;
  const exists = !editing && ownNotice !== null && ownNotice.state !== "expired";

  async function saved(created: boolean) {
    const state: ExchangePageState = created ? { written: true } : { saved: true };
    await navigate(paths.exchange, { state });
  }

  const loading = eligibility.isPending || own.isPending || cities.isPending;
  const failed = eligibility.isError || own.isError || cities.isError;
  return (
    <>
      <PageHeader
        title={editing ? t("form.editTitle") : t("form.title")}
        lead={t("form.intro")}
        actions={
          <ButtonLink variant="secondary" to={paths.exchange}>
            {t("notice.back")}
          </ButtonLink>
        }
      />
      {loading && <Loading />}
      {failed && (
        <LoadFailed
          text={t("form.loadFailed")}
          onRetry={() => {
            void eligibility.refetch();
            void own.refetch();
            void cities.refetch();
          }}
        />
      )}
      {!loading && !failed && eligibility.data && (
        <SideLayout
          sideLabel={t("form.factsTitle")}
          side={
            eligibility.data.apartment && (
              <Card title={t("form.factsTitle")} flat>
                <p>{t("form.factsIntro")}</p>
                <FactList stacked facts={apartmentFacts(t, eligibility.data.apartment)} />
              </Card>
            )
          }
        >
          {exists && ownNotice && (
            <Notice tone="warning" title={t("form.existsTitle")}>
              <p>{t("form.existsText")}</p>
              <OwnNotice notice={ownNotice} />
            </Notice>
          )}
          {!exists && !editing && !eligibility.data.eligible && (
            <EligibilityPanel eligibility={eligibility.data} />
          )}
          {!exists && (editing || eligibility.data.eligible) && cities.data && (
            <Card title={editing ? t("form.editTitle") : t("form.formTitle")}>
              <NoticeForm cities={cities.data} editing={editing} onSaved={saved} />
            </Card>
          )}
        </SideLayout>
      )}
    </>
  );
}
