import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { UrgentFaultAdvice } from "../../components/faults/UrgentFaultAdvice.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { menuPaths } from "../../lib/paths.ts";
import { leaseEndOf } from "../../lib/session/leaseEnd.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { FaultForm } from "./components/FaultForm.tsx";
import { LeaseEnded } from "./components/LeaseEnded.tsx";
import type { FaultsPageState } from "./FaultsPage.tsx";
import styles from "./FaultsPage.module.css";

/** A new fault report; once sent, back to the list, which says so and shows the new report. */
export default function NewFaultPage() {
  const { t } = useTranslation(["faults", "validation"]);
  usePageTitle(t("form.pageTitle"));
  const profile = useProfile();
  const leaseEnd = leaseEndOf(profile.data, helsinkiToday());
  const navigate = useNavigate();
  const { toast, show, dismiss } = useToast();

  async function sent(id: string) {
    const state: FaultsPageState = { submitted: id };
    await navigate(menuPaths.faultReport, { state });
  }

  return (
    <>
      <h1>{t("form.pageTitle")}</h1>
      {leaseEnd.kind !== "ended" && <UrgentFaultAdvice className={styles.intro} />}
      <p>
        <Link to={menuPaths.faultReport}>{t("back")}</Link>
      </p>
      <Card aria-label={t("form.pageTitle")} className={styles.formCard}>
        {profile.isPending ? (
          <Loading />
        ) : leaseEnd.kind === "ended" ? (
          <LeaseEnded endDate={leaseEnd.endDate} />
        ) : (
          <FaultForm
            phone={profile.data?.phoneNumber ?? ""}
            onSent={sent}
            onTooManyFiles={() => show("error", t("validation:tooManyFiles.default"))}
          />
        )}
      </Card>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
