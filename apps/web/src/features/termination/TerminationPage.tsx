import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useTermination } from "./api/terminationQuery.ts";
import { TerminationView } from "./components/TerminationView.tsx";

const NoticeReview = lazy(() => import("./review/NoticeReview.tsx"));

/**
 * /sopimuksen-irtisanominen, from the lease page's terminate link, the menu and the home page's
 * notifications: for a party a notice waits for, their answer first; else the lease's notice and
 * where every party stands, or the instructions and then the form. The bank's identification
 * returns here. The foundation's flow shows the same page at /irtisano, and at /irtisano/lomake
 * opens it at the form (`start`), after the same checks. The staff console's review of a notice
 * (/hallinta/irtisanomiset/:id, `view`) is this module's too, loaded only there: one page module
 * for the feature keeps the route table every page downloads short.
 */
export default function TerminationPage({ start, view }: { start?: "form"; view?: "review" }) {
  if (view === "review")
    return (
      <Suspense fallback={<Loading />}>
        <NoticeReview />
      </Suspense>
    );
  return <TenantTermination start={start} />;
}

function TenantTermination({ start }: { start?: "form" | undefined }) {
  const { t } = useTranslation("termination");
  usePageTitle(t("title"));
  // A party the notice waits for is told so at the top: the page is their answer's.
  const { data } = useTermination();
  const deciding = data?.notice?.status === "pending_tenant_approval" && data.notice.awaitingMyApproval;
  const lead = start ? undefined : deciding ? t("leadDecision") : data ? t("lead") : undefined;
  return (
    <>
      <PageHeader title={t("title")} lead={lead} />
      <TerminationView start={start} />
    </>
  );
}
