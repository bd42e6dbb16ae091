import { lazy, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { reviewKey, useReviewedNotice } from "../api/review.ts";
import { NoticeDetails } from "../components/NoticeDetails.tsx";
import { Parties } from "../components/Parties.tsx";
import type { TerminationReviewDetail } from "../model.ts";

type Outcome = { tone: "success" | "error"; text: string } | undefined;

// The decision's form (and the form library) loads after the notice is on screen.
const Review = lazy(() => import("./ReviewForm.tsx").then((m) => ({ default: m.Review })));

/**
 * The lease's notice period beside the notice: when it was given, the first end date the period
 * allowed then and the end date chosen; an earlier one is pointed out (it needs an agreement).
 */
function NoticePeriod({ notice }: { notice: TerminationReviewDetail }) {
  const { t } = useTranslation("termination");
  const early = notice.endDate < notice.earliestEndDate;
  return (
    <>
      <FactList
        facts={[
          {
            label: t("review.noticeMonths"),
            value: t("review.noticeMonthsValue", { count: notice.noticeMonths }),
          },
          { label: t("review.givenOn"), value: formatDate(helsinkiToday(new Date(notice.createdAt))) },
          { label: t("review.earliestEndDate"), value: formatDate(notice.earliestEndDate) },
          { label: t("details.endDate"), value: formatDate(notice.endDate) },
        ]}
      />
      {early && (
        <Notice tone="warning">
          <p>{t("review.earlierThanPeriod")}</p>
        </Notice>
      )}
    </>
  );
}

/** /hallinta/irtisanomiset/:id: a notice every party approved, for the landlord's approval or rejection. */
export default function NoticeReview() {
  const { t } = useTranslation("termination");
  usePageTitle(t("review.title"));
  const { id = "" } = useParams();
  const client = useQueryClient();
  const notice = useReviewedNotice(id);
  const [outcome, setOutcome] = useState<Outcome>();

  const done = async (next: Outcome) => {
    setOutcome(next);
    await client.invalidateQueries({ queryKey: reviewKey(id) });
  };

  const notFound = notice.error instanceof ApiError && notice.error.status === 404;
  return (
    <>
      <PageHeader
        title={t("review.title")}
        lead={
          notice.data
            ? `${t("review.contract", { number: notice.data.contractNumber })} · ${notice.data.address}`
            : undefined
        }
        actions={<Link to={paths.staffQueue}>{t("review.back")}</Link>}
      />
      <Alert tone={outcome?.tone ?? "success"} message={outcome?.text} />
      {notice.isPending ? (
        <Loading />
      ) : notFound ? (
        <ErrorState>
          <p>{t("review.notFound")}</p>
        </ErrorState>
      ) : notice.isError ? (
        <LoadFailed text={t("loadFailed")} onRetry={() => void notice.refetch()} />
      ) : (
        <>
          <Card title={t(`status.${notice.data.status}`)}>
            <p>{t("review.lead")}</p>
            <NoticePeriod notice={notice.data} />
            <Parties parties={notice.data.parties} />
          </Card>
          {notice.data.status === "ready_for_review" ? (
            <Suspense fallback={<Loading />}>
              <Review notice={notice.data} onDone={done} />
            </Suspense>
          ) : (
            !outcome && (
              <Card>
                <p>{t("review.notReady")}</p>
              </Card>
            )
          )}
          <NoticeDetails notice={notice.data} />
        </>
      )}
    </>
  );
}
