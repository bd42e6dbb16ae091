import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { StatusBadge } from "../../components/ui/StatusBadge.tsx";
import { ApiError } from "../../lib/api.ts";
import { formatPhone } from "../../lib/format.ts";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useFaultReport } from "./api/faultReportQuery.ts";
import { AttachmentList } from "./components/AttachmentList.tsx";
import { StatusTimeline } from "./components/StatusTimeline.tsx";
import styles from "./FaultReportPage.module.css";

/** One fault report: everything the tenant told, its files and what has happened to it. */
export default function FaultReportPage() {
  const { t } = useTranslation("faults");
  const { id = "" } = useParams();
  const report = useFaultReport(id);
  usePageTitle(report.data?.title ?? t("detail.title"));
  const back = (
    <p>
      <Link to={menuPaths.faultReport}>{t("back")}</Link>
    </p>
  );

  if (report.isPending) return <Loading />;
  if (report.isError) {
    const missing = report.error instanceof ApiError && [400, 404].includes(report.error.status);
    return (
      <>
        <h1>{t("detail.title")}</h1>
        {missing ? (
          <ErrorState>
            <p>{t("detail.notFound")}</p>
            <ButtonLink to={menuPaths.faultReport} variant="secondary">
              {t("back")}
            </ButtonLink>
          </ErrorState>
        ) : (
          <LoadFailed text={t("detail.loadFailed")} onRetry={() => void report.refetch()} />
        )}
      </>
    );
  }

  const r = report.data;
  const yesNo = (value: boolean) => (value ? t("form.yes") : t("form.no"));
  return (
    <>
      <h1 className={styles.title}>{r.title}</h1>
      {back}
      <div className={styles.grid}>
        <Card aria-labelledby="fault-details" className={styles.details}>
          <h2 id="fault-details">{t("detail.details")}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("detail.status")}</dt>
              <dd>
                <StatusBadge
                  workflow={FAULT_REPORT_WORKFLOW}
                  state={r.status}
                  label={t(`status.${r.status}`)}
                />
              </dd>
            </div>
            <div>
              <dt>{t("detail.sent")}</dt>
              <dd>
                {t("detail.at", {
                  date: formatInstantDate(r.createdAt),
                  time: formatInstantTime(r.createdAt),
                })}
              </dd>
            </div>
            <div>
              <dt>{t("form.defectClass")}</dt>
              <dd>{t(`defectClass.${r.defectClass}`)}</dd>
            </div>
            <div>
              <dt>{t("form.affectedArea")}</dt>
              <dd>{t(`affectedArea.${r.affectedArea}`)}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{t("form.description")}</dt>
              <dd className={styles.text}>{r.description}</dd>
            </div>
            <div>
              <dt>{t("form.pets")}</dt>
              <dd>{yesNo(r.hasPetsInApartment)}</dd>
            </div>
            {r.hasPetsInApartment && r.petsDescription && (
              <div>
                <dt>{t("form.petsDescription")}</dt>
                <dd className={styles.text}>{r.petsDescription}</dd>
              </div>
            )}
            <div>
              <dt>{t("form.masterKey")}</dt>
              <dd>{yesNo(r.masterKeyAccessAllowed)}</dd>
            </div>
            <div>
              <dt>{t("form.phone")}</dt>
              <dd>{formatPhone(r.phone)}</dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="fault-history" className={styles.history}>
          <h2 id="fault-history">{t("detail.history")}</h2>
          <StatusTimeline history={r.history} />
        </Card>
        <Card aria-labelledby="fault-files" className={styles.files}>
          <h2 id="fault-files">{t("detail.attachments")}</h2>
          <AttachmentList attachments={r.attachments} />
        </Card>
      </div>
    </>
  );
}
