import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { UrgentFaultAdvice } from "../../components/faults/UrgentFaultAdvice.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { menuPaths } from "../../lib/paths.ts";
import { leaseEndOf } from "../../lib/session/leaseEnd.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { FaultForm } from "./components/FaultForm.tsx";
import type { FaultsPageState } from "./FaultsPage.tsx";

// The page's one toast (a fourth file) is fetched after the first render, before anyone can need it.
const loadToast = () =>
  import("./components/TooManyFilesToast.tsx").then((m) => ({ default: m.TooManyFilesToast }));
const TooManyFilesToast = lazy(loadToast);
// Seldom seen here (the list page offers no new report once the lease has ended): loaded when needed.
const LeaseEnded = lazy(() => import("./components/LeaseEnded.tsx").then((m) => ({ default: m.LeaseEnded })));

/**
 * A new fault report; once sent, back to the list, which says so and shows the new report. Beside
 * the form: whom to call when it cannot wait, and what happens to the report.
 */
export default function NewFaultPage() {
  const { t } = useTranslation("faults");
  usePageTitle(t("form.pageTitle"));
  const profile = useProfile();
  const leaseEnd = leaseEndOf(profile.data, helsinkiToday());
  const ended = leaseEnd.kind === "ended";
  const navigate = useNavigate();
  const [tooManyFiles, setTooManyFiles] = useState(0);
  useEffect(() => void loadToast(), []);

  async function sent(id: string) {
    const state: FaultsPageState = { submitted: id };
    await navigate(menuPaths.faultReport, { state });
  }

  return (
    <>
      <PageHeader title={t("form.pageTitle")} />
      <SideLayout
        sideLabel={t("side.label")}
        side={
          <>
            {!ended && (
              <Card flat>
                <UrgentFaultAdvice />
              </Card>
            )}
            <Card title={t("next.title")} flat>
              <p>{t("next.text")}</p>
              <p>
                <Link to={menuPaths.faultReport}>{t("back")}</Link>
              </p>
            </Card>
          </>
        }
      >
        <Card aria-label={t("form.pageTitle")}>
          {profile.isPending ? (
            <Loading />
          ) : ended ? (
            <Suspense fallback={<Loading />}>
              <LeaseEnded endDate={leaseEnd.endDate} />
            </Suspense>
          ) : (
            <FaultForm
              phone={profile.data?.phoneNumber ?? ""}
              onSent={sent}
              onTooManyFiles={() => setTooManyFiles((n) => n + 1)}
            />
          )}
        </Card>
      </SideLayout>
      {tooManyFiles > 0 && (
        <Suspense>
          <TooManyFilesToast count={tooManyFiles} />
        </Suspense>
      )}
    </>
  );
}
