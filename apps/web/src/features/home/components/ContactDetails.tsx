import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { BuildingResponse } from "@portal/schemas/home";
import { CUSTOMER_SERVICE_HOURS, MAINTENANCE_HOURS } from "@portal/schemas/home.constants";
import { FactList } from "../../../components/ui/FactList.tsx";
import { PhoneLink } from "../../../components/ui/PhoneLink.tsx";
import styles from "./ContactDetails.module.css";

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

type Props = {
  building: BuildingResponse;
  headingLevel?: 2 | 3;
  /** Labels above their values, for a narrow card; a wide one has the labels in a column of their own. */
  stacked?: boolean;
};

export function CustomerServiceContact({ building, headingLevel = 2, stacked = true }: Props) {
  const { t } = useTranslation("home");
  const H = `h${headingLevel}` as const;
  const service = building.customerService;
  return (
    <div className={styles.contact}>
      <H id={`customer-service-${headingLevel}`}>{t("contacts.customerService.title")}</H>
      <FactList
        stacked={stacked}
        facts={[
          { label: t("contacts.customerService.phone"), value: <PhoneLink number={service.phone} /> },
          { label: t("contacts.customerService.email"), value: <EmailLink email={service.email} /> },
          {
            label: t("contacts.customerService.hours"),
            value: t("contacts.customerService.hoursValue", CUSTOMER_SERVICE_HOURS),
          },
        ]}
      />
    </div>
  );
}

/**
 * The maintenance company, or the not-found text when the building has none. `focusRef` lets the
 * urgent card move the keyboard focus here after scrolling.
 */
export function MaintenanceContact({
  building,
  headingLevel = 2,
  stacked = true,
  focusRef,
}: Props & { focusRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation("home");
  const H = `h${headingLevel}` as const;
  const company = building.maintenanceCompany;
  return (
    <div className={styles.contact}>
      <H id={`maintenance-${headingLevel}`} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
        {t("contacts.maintenance.title")}
      </H>
      {company === null ? (
        <p className={styles.notFound}>{t("contacts.maintenance.notFound")}</p>
      ) : (
        <FactList
          stacked={stacked}
          facts={[
            { label: t("contacts.maintenance.name"), value: company.name },
            {
              label: t("contacts.maintenance.emergency"),
              value: <PhoneLink number={company.emergencyNumber} />,
            },
            ...(company.email
              ? [{ label: t("contacts.maintenance.email"), value: <EmailLink email={company.email} /> }]
              : []),
            {
              label: t("contacts.maintenance.hours"),
              value: t("contacts.maintenance.hoursValue", MAINTENANCE_HOURS),
            },
          ]}
        />
      )}
    </div>
  );
}

export function ManagerContact({ building, headingLevel = 2, stacked = true }: Props) {
  const { t } = useTranslation("home");
  const H = `h${headingLevel}` as const;
  const manager = building.propertyManager;
  return (
    <div className={styles.contact}>
      <H id={`manager-${headingLevel}`}>{t("contacts.manager.title")}</H>
      {manager === null ? (
        <p>{t("contacts.manager.notFound")}</p>
      ) : (
        <FactList
          stacked={stacked}
          facts={[
            { label: t("contacts.manager.name"), value: manager.name },
            { label: t("contacts.manager.phone"), value: <PhoneLink number={manager.phone} /> },
            { label: t("contacts.manager.email"), value: <EmailLink email={manager.email} /> },
          ]}
        />
      )}
    </div>
  );
}
