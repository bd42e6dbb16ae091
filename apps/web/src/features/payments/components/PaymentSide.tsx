import { useTranslation } from "react-i18next";
import { CustomerServiceCard } from "../../../components/ui/CustomerServiceCard.tsx";
import { RelatedLinks } from "../../../components/ui/RelatedLinks.tsx";
import { useHasDebt } from "../../../lib/billing/currentBillQuery.ts";
import { paths } from "../../../lib/paths.ts";

/** The payment page's side column: where to look next (the debt breakdown only with debt), and customer service. */
export default function PaymentSide() {
  const { t } = useTranslation("payments");
  const hasDebt = useHasDebt();
  return (
    <>
      <RelatedLinks
        title={t("side.title")}
        links={[
          { to: paths.billing, label: t("toBilling"), text: t("side.billingText") },
          ...(hasDebt ? [{ to: paths.debt, label: t("side.debt"), text: t("side.debtText") }] : []),
        ]}
      />
      <CustomerServiceCard />
    </>
  );
}
