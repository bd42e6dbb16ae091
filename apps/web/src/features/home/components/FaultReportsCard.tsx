import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DefectNoticeListItem } from "@portal/schemas/faults";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { formatInstantDate } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import { menuPaths } from "../../../lib/paths.ts";
import styles from "./ListCard.module.css";

/**
 * The tenant's open fault reports (not yet completed). The page starts the query with its others
 * (useFaultReports) and hands it here, so the card never waits for the profile first.
 */
export function FaultReportsCard({ reports }: { reports: UseQueryResult<DefectNoticeListItem[]> }) {
  const { t } = useTranslation("home");
  const state = loadState(reports);
  const open = (reports.data ?? []).filter((report) => !FAULT_REPORT_WORKFLOW.isClosed(report.status));
  return (
    <Card aria-labelledby="home-faults-title">
      <h2 id="home-faults-title">{t("faultsCard.title")}</h2>
      {state === "ready" &&
        (open.length === 0 ? (
          <p className={styles.empty}>{t("faultsCard.empty")}</p>
        ) : (
          <ul className={styles.list}>
            {open.map((report) => (
              <li key={report.id}>
                <Link to={`${menuPaths.faultReport}/${report.id}`} className={styles.title}>
                  {report.title}
                </Link>
                <span className={styles.date}>{formatInstantDate(report.createdAt)}</span>
                <StatusBadge
                  workflow={FAULT_REPORT_WORKFLOW}
                  state={report.status}
                  label={t(`faultsCard.status.${report.status}`)}
                />
              </li>
            ))}
          </ul>
        ))}
      {state === "error" && (
        <LoadFailed text={t("faultsCard.loadFailed")} onRetry={() => void reports.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <p className={styles.more}>
        <Link to={menuPaths.faultReport}>{t("faultsCard.all")}</Link>
      </p>
    </Card>
  );
}
