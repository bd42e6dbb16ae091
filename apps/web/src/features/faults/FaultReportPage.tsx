import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import { Conversation } from "../../components/conversation/Conversation.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { FactList, type Fact } from "../../components/ui/FactList.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { StatusBadge } from "../../components/ui/StatusBadge.tsx";
import { ApiError } from "../../lib/api.ts";
import { formatPhone } from "../../lib/format.ts";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { faultReportQueryOptions, useFaultReport } from "./api/faultReportQuery.ts";
import { AttachmentList } from "./components/AttachmentList.tsx";
import { StatusTimeline } from "./components/StatusTimeline.tsx";
import styles from "./FaultReportPage.module.css";

/** "Korjattiinko vika?": only a completed or rated report loads it. */
const CompletionFeedback = lazy(() => import("./components/CompletionFeedback.tsx"));

/** One fault report: everything the tenant told, its files and what has happened to it. */
export default function FaultReportPage() {
  const { t } = useTranslation("faults");
  const { id = "" } = useParams();
  const report = useFaultReport(id);
  usePageTitle(report.data?.title ?? t("detail.title"));

  if (report.isPending) return <Loading />;
  if (report.isError) {
    const missing = report.error instanceof ApiError && [400, 404].includes(report.error.status);
    return (
      <>
        <PageHeader title={t("detail.title")} />
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
  const facts: Fact[] = [
    {
      label: t("detail.sent"),
      value: t("detail.at", { date: formatInstantDate(r.createdAt), time: formatInstantTime(r.createdAt) }),
    },
    { label: t("form.defectClass"), value: t(`defectClass.${r.defectClass}`) },
    { label: t("form.affectedArea"), value: t(`affectedArea.${r.affectedArea}`) },
    { label: t("form.description"), value: <span className={styles.text}>{r.description}</span> },
    { label: t("form.pets"), value: yesNo(r.hasPetsInApartment) },
    ...(r.hasPetsInApartment && r.petsDescription
      ? [
          {
            label: t("form.petsDescription"),
            value: <span className={styles.text}>{r.petsDescription}</span>,
          },
        ]
      : []),
    { label: t("form.masterKey"), value: yesNo(r.masterKeyAccessAllowed) },
    { label: t("form.phone"), value: formatPhone(r.phone) },
  ];
  return (
    <>
      <PageHeader
        title={<span className={styles.title}>{r.title}</span>}
        status={
          <StatusBadge workflow={FAULT_REPORT_WORKFLOW} state={r.status} label={t(`status.${r.status}`)} />
        }
      />
      <SideLayout
        sideLabel={t("detail.history")}
        side={
          <>
            <Card title={t("detail.history")}>
              <StatusTimeline history={r.history} />
            </Card>
            <p>
              <Link to={menuPaths.faultReport}>{t("back")}</Link>
            </p>
          </>
        }
      >
        {(r.status === "Ready" || r.feedback) && (
          <Suspense fallback={<Loading />}>
            <CompletionFeedback report={r} />
          </Suspense>
        )}
        <Card title={t("detail.details")}>
          <FactList facts={facts} />
        </Card>
        <Card title={t("detail.conversation")}>
          <Conversation kind="fault-reports" id={r.id} item={faultReportQueryOptions(r.id).queryKey} />
        </Card>
        <Card title={t("detail.attachments")}>
          <AttachmentList attachments={r.attachments} />
        </Card>
      </SideLayout>
    </>
  );
}
