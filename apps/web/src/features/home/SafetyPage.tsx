import { useTranslation } from "react-i18next";
import { EMERGENCY_PLAN_FILENAME } from "@portal/schemas/home.constants";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { loadState } from "../../lib/loadState.ts";
import { useObjectUrl } from "../../lib/useObjectUrl.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { paths } from "../../lib/paths.ts";
import { BuildingLinks } from "./components/BuildingLinks.tsx";
import styles from "./components/BuildingCards.module.css";
import { EMERGENCY_NUMBER, PhoneLink } from "../../components/ui/PhoneLink.tsx";
import { MaintenanceContact } from "./components/ContactDetails.tsx";

/** Turvallisuus ja pelastautuminen: 112, the maintenance emergency number and the emergency plan. */
export default function SafetyPage() {
  const { t } = useTranslation("home");
  usePageTitle(t("safety.title"));
  const building = useBuilding();
  const state = loadState(building);
  // The plan is behind sign-in: fetched with the session, then offered as a download of that blob
  // (a tab opened on a blob would inherit the page's CSP, which allows no plug-in to show a PDF).
  const plan = useObjectUrl(building.data?.emergencyPlan?.url ?? null);

  return (
    <>
      <PageHeader title={t("safety.title")} lead={t("safety.intro")} />
      <SideLayout
        sideLabel={t("building.more")}
        side={
          <>
            {state === "ready" && building.data && (
              <Card aria-labelledby="maintenance-2" flat>
                <MaintenanceContact building={building.data} />
              </Card>
            )}
            <BuildingLinks current={paths.safety} />
          </>
        }
      >
        <Card title={t("safety.emergencyTitle")}>
          <p>{t("safety.emergencyText")}</p>
          <p>
            {t("safety.emergencyNumber")}:{" "}
            <span className={styles.emergency}>
              <PhoneLink number={EMERGENCY_NUMBER} />
            </span>
          </p>
        </Card>
        <Card title={t("safety.planTitle")}>
          {state === "ready" && building.data && (
            <>
              {building.data.emergencyPlan === null ? (
                <p>{t("safety.planMissing")}</p>
              ) : (
                <>
                  <p>{t("safety.planText")}</p>
                  {plan.url && (
                    <p>
                      <a href={plan.url} download={EMERGENCY_PLAN_FILENAME}>
                        {t("safety.planLink")}
                      </a>
                    </p>
                  )}
                  {!plan.url && !plan.failed && <p>{t("safety.planLoading")}</p>}
                  {plan.failed && <p>{t("safety.planFailed")}</p>}
                </>
              )}
            </>
          )}
          {state === "error" && (
            <LoadFailed text={t("building.loadFailed")} onRetry={() => void building.refetch()} />
          )}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
      </SideLayout>
    </>
  );
}
