import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { PhoneLink } from "../../components/ui/PhoneLink.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { loadState } from "../../lib/loadState.ts";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { CustomerServiceContact, MaintenanceContact, ManagerContact } from "./components/ContactDetails.tsx";
import { MESSAGE_PATH } from "./components/links.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./ContactsPage.module.css";

/** Yhteystiedot: urgent and non-urgent help first, then customer service, maintenance and the manager. */
export default function ContactsPage() {
  const { t } = useTranslation("home");
  usePageTitle(t("contacts.title"));
  const building = useBuilding();
  const state = loadState(building);
  const maintenance = useRef<HTMLHeadingElement>(null);
  const company = building.data?.maintenanceCompany;

  const showMaintenance = () => {
    const heading = maintenance.current;
    if (!heading) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={t("contacts.title")} lead={t("contacts.intro")} />
      <SideLayout
        sideLabel={t("contacts.nonUrgent.title")}
        side={
          <Card title={t("contacts.nonUrgent.title")} flat>
            <p>{t("contacts.nonUrgent.text")}</p>
            <Link to={menuPaths.faultReport} className={styles.action}>
              {t("contacts.nonUrgent.link")}
            </Link>
          </Card>
        }
      >
        <Card title={t("contacts.urgent.title")}>
          <p>{t("contacts.urgent.text")}</p>
          {/* The number itself, not behind a button: an urgent call should take no extra step. */}
          {company && (
            <p className={styles.urgentNumber}>
              {t("contacts.urgent.number", { company: company.name })}{" "}
              <PhoneLink number={company.emergencyNumber} />
            </p>
          )}
          {building.data && !company && (
            <p className={styles.urgentNumber}>
              {t("contacts.urgent.noCompany")} <PhoneLink number={building.data.customerService.phone} />
            </p>
          )}
          <Button variant="secondary" onClick={showMaintenance} disabled={state !== "ready"}>
            {t("contacts.urgent.button")}
          </Button>
        </Card>
        {state === "ready" && building.data && (
          <>
            <Card aria-labelledby="customer-service-2">
              <CustomerServiceContact building={building.data} stacked={false} />
              <p className={styles.message}>
                <Link to={MESSAGE_PATH}>{t("contacts.customerService.message")}</Link>
              </p>
            </Card>
            <Card aria-labelledby="maintenance-2">
              <MaintenanceContact building={building.data} focusRef={maintenance} stacked={false} />
            </Card>
            <Card aria-labelledby="manager-2">
              <ManagerContact building={building.data} stacked={false} />
            </Card>
          </>
        )}
        {state === "error" && (
          <LoadFailed text={t("contacts.loadFailed")} onRetry={() => void building.refetch()} />
        )}
        {(state === "busy" || state === "notLoaded") && <Loading />}
      </SideLayout>
    </>
  );
}
