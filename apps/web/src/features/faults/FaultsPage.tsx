import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { UrgentFaultAdvice } from "../../components/faults/UrgentFaultAdvice.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { useFaultReports } from "../../lib/faults/faultReportsQuery.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { useLeaseEnd } from "../../lib/session/leaseEnd.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { FaultList } from "./components/FaultList.tsx";
import { LeaseEnded } from "./components/LeaseEnded.tsx";

/** After a report is sent the form comes back here with its id, to say so and mark it in the list. */
export type FaultsPageState = { submitted?: string } | null;

/** Vikailmoitus: the tenant's fault reports with their state, and the way to a new one. */
export default function FaultsPage() {
  const { t } = useTranslation("faults");
  usePageTitle(t("title"));
  const reports = useFaultReports();
  const state = loadState(reports);
  const submitted = (useLocation().state as FaultsPageState)?.submitted;
  const leaseEnd = useLeaseEnd();
  const ended = leaseEnd.kind === "ended";

  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("intro")}
        actions={!ended && <ButtonLink to={paths.newFaultReport}>{t("new")}</ButtonLink>}
      />
      {ended && <LeaseEnded endDate={leaseEnd.endDate} />}
      <Alert tone="success" message={submitted ? t("submitted") : undefined} />
      <SideLayout
        sideLabel={t("side.label")}
        side={
          !ended && (
            <Card flat>
              <UrgentFaultAdvice />
            </Card>
          )
        }
      >
        <Card title={t("list.title")}>
          {state === "ready" && reports.data && <FaultList items={reports.data} highlight={submitted} />}
          {state === "error" && (
            <LoadFailed text={t("list.loadFailed")} onRetry={() => void reports.refetch()} />
          )}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
      </SideLayout>
    </>
  );
}
