import { useTranslation } from "react-i18next";
import { CustomerServiceCard } from "../../../components/ui/CustomerServiceCard.tsx";
import { RelatedLinks } from "../../../components/ui/RelatedLinks.tsx";
import { paths } from "../../../lib/paths.ts";

/** The payment page's side column: where to look next, and customer service. */
export default function PaymentSide() {
  const { t } = useTranslation("payments");
  return (
    <>
      <RelatedLinks
        title={t("side.title")}
        links={[
          { to: paths.billing, label: t("toBilling"), text: t("side.billingText") },
          { to: paths.debt, label: t("side.debt"), text: t("side.debtText") },
        ]}
      />
      <CustomerServiceCard />
    </>
  );
}
