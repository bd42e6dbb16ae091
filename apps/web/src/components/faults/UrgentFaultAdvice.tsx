import { useTranslation } from "react-i18next";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { EMERGENCY_NUMBER, PhoneLink } from "../ui/PhoneLink.tsx";

/**
 * The advice to call about an urgent fault, with the number to call in it: the building's
 * maintenance company's emergency number, or customer service's where the building has no
 * maintenance company. Only if the building cannot be read does it point to the contacts page.
 * Its texts are the fault pages' own (the faults catalog), so no other page downloads them.
 */
export function UrgentFaultAdvice({ className }: { className?: string }) {
  const { t } = useTranslation("faults");
  const building = useBuilding();
  const company = building.data?.maintenanceCompany;
  return (
    <p className={className} data-urgent-advice="">
      {t("urgent.lead")}{" "}
      {building.data &&
        (company ? (
          <>
            {t("urgent.callMaintenance", { company: company.name })}{" "}
            <PhoneLink number={company.emergencyNumber} />.
          </>
        ) : (
          <>
            {t("urgent.callCustomerService")} <PhoneLink number={building.data.customerService.phone} />.
          </>
        ))}
      {building.isError && t("urgent.numberElsewhere")} {t("urgent.danger")}{" "}
      <PhoneLink number={EMERGENCY_NUMBER} />.
    </p>
  );
}
