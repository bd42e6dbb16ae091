import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BuildingResponse } from "@portal/schemas/home";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import { CustomerServiceContact, MaintenanceContact, ManagerContact } from "./ContactDetails.tsx";
import styles from "./HomeCards.module.css";

/** Customer service, the maintenance company and the manager; the page starts the building query. */
export function ContactsCard({
  building,
  className,
}: {
  building: UseQueryResult<BuildingResponse, unknown>;
  className?: string;
}) {
  const { t } = useTranslation("home");
  const state = loadState(building);
  return (
    <Card aria-labelledby="home-contacts-title" className={[styles.contactsCard, className ?? ""].join(" ")}>
      <h2 id="home-contacts-title">{t("contacts.title")}</h2>
      {state === "ready" && building.data && (
        <div className={styles.contactList}>
          <CustomerServiceContact building={building.data} headingLevel={3} />
          <MaintenanceContact building={building.data} headingLevel={3} />
          <ManagerContact building={building.data} headingLevel={3} />
        </div>
      )}
      {state === "error" && (
        <LoadFailed text={t("contacts.loadFailed")} onRetry={() => void building.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <p className={styles.more}>
        <Link to={paths.contacts}>{t("contacts.cardLink")}</Link>
      </p>
    </Card>
  );
}
