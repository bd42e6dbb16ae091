import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BuildingResponse } from "@portal/schemas/home";
import { CUSTOMER_SERVICE_HOURS } from "@portal/schemas/home.constants";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PhoneLink } from "../../../components/ui/PhoneLink.tsx";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import { EmailLink } from "./ContactDetails.tsx";
import styles from "./HomeCards.module.css";

/**
 * The home page's short word on contacts: customer service and the maintenance company's emergency
 * number, with a link to the contacts page, which has the rest. The page starts the building query.
 */
export function ContactsCard({ building }: { building: UseQueryResult<BuildingResponse, unknown> }) {
  const { t } = useTranslation("home");
  const state = loadState(building);
  const company = building.data?.maintenanceCompany;
  return (
    <Card title={t("contacts.title")} flat>
      {state === "ready" && building.data && (
        <>
          <h3 className={styles.contactTitle}>{t("contacts.customerService.title")}</h3>
          <p className={styles.contactLines}>
            <PhoneLink number={building.data.customerService.phone} />
            <br />
            <EmailLink email={building.data.customerService.email} />
            <br />
            <span className={styles.muted}>
              {t("contacts.customerService.hoursValue", CUSTOMER_SERVICE_HOURS)}
            </span>
          </p>
          {company && (
            <>
              <h3 className={styles.contactTitle}>{t("contacts.maintenance.emergency")}</h3>
              <p className={styles.contactLines}>
                <PhoneLink number={company.emergencyNumber} />
                <br />
                <span className={styles.muted}>{company.name}</span>
              </p>
            </>
          )}
          {!company && <p className={styles.contactLines}>{t("contacts.maintenance.notFound")}</p>}
        </>
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
