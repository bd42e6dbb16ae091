import { useTranslation } from "react-i18next";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { EMERGENCY_NUMBER, PhoneLink } from "../ui/PhoneLink.tsx";

/**
 * The advice to call about an urgent fault, with the number to call in it: the building's
 * maintenance company's emergency number, or customer service's where the building has no
 * maintenance company. Only if the building cannot be read does it point to the contacts page.
 */
export function UrgentFaultAdvice({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const building = useBuilding();
  const company = building.data?.maintenanceCompany;
  return (
    <p className={className} data-urgent-advice="">
      {t("urgentFault.lead")}{" "}
      {building.data &&
        (company ? (
          <>
            {t("urgentFault.callMaintenance", { company: company.name })}{" "}
            <PhoneLink number={company.emergencyNumber} />.
          </>
        ) : (
          <>
            {t("urgentFault.callCustomerService")} <PhoneLink number={building.data.customerService.phone} />.
          </>
        ))}
      {building.isError && t("urgentFault.numberElsewhere")} {t("urgentFault.danger")}{" "}
      <PhoneLink number={EMERGENCY_NUMBER} />.
    </p>
  );
}
