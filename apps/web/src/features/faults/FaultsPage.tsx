import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { UrgentFaultAdvice } from "../../components/faults/UrgentFaultAdvice.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { useFaultReports } from "../../lib/faults/faultReportsQuery.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { useLeaseEnd } from "../../lib/session/leaseEnd.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { FaultList } from "./components/FaultList.tsx";
import { LeaseEnded } from "./components/LeaseEnded.tsx";
import styles from "./FaultsPage.module.css";

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

  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {leaseEnd.kind === "ended" ? (
        <LeaseEnded endDate={leaseEnd.endDate} />
      ) : (
        <>
          <UrgentFaultAdvice className={styles.intro} />
          <Alert tone="success" message={submitted ? t("submitted") : undefined} />
          <div className={styles.actions}>
            <ButtonLink to={paths.newFaultReport}>{t("new")}</ButtonLink>
          </div>
        </>
      )}
      <Card aria-labelledby="fault-list-title">
        <h2 id="fault-list-title">{t("list.title")}</h2>
        {state === "ready" && reports.data && <FaultList items={reports.data} highlight={submitted} />}
        {state === "error" && (
          <LoadFailed text={t("list.loadFailed")} onRetry={() => void reports.refetch()} />
        )}
        {(state === "busy" || state === "notLoaded") && <Loading />}
      </Card>
    </>
  );
}
