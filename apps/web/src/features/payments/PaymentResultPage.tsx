import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { menuPaths } from "../../lib/paths.ts";

/** Where the payment provider returns; the billing page with its modal replaces this later. */
export default function PaymentResultPage({ result }: { result: "success" | "error" }) {
  const { t } = useTranslation("payments");
  usePageTitle(t(`${result}.title`));
  return (
    <Card aria-labelledby="payment-result-title">
      <h1 id="payment-result-title">{t(`${result}.title`)}</h1>
      <p>{t(`${result}.text`)}</p>
      <ButtonLink to={menuPaths.billing}>{t("continue")}</ButtonLink>
    </Card>
  );
}
