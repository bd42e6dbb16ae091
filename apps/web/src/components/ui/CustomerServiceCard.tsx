import { useTranslation } from "react-i18next";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { Card } from "./Card.tsx";
import { FactList } from "./FactList.tsx";
import { PhoneLink } from "./PhoneLink.tsx";

/**
 * Customer service's phone, email and hours for a page's side column: a quiet box with the shared
 * catalog's texts, so a page shows it without loading another catalog or asking the server.
 */
export function CustomerServiceCard() {
  const { t } = useTranslation("common");
  return (
    <Card flat title={t("footer.customerService")} data-print="hide">
      <FactList
        stacked
        facts={[
          { label: t("footer.phone"), value: <PhoneLink number={CUSTOMER_SERVICE.phone} /> },
          {
            label: t("footer.email"),
            value: <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>,
          },
        ]}
      />
      <p>{t("footer.hours")}</p>
    </Card>
  );
}
