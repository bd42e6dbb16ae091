import { useTranslation } from "react-i18next";
import { eurosToCents } from "@portal/schemas/billing.rules";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { CustomerServiceCard } from "../../components/ui/CustomerServiceCard.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { RelatedLinks } from "../../components/ui/RelatedLinks.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { useDebt } from "../../lib/billing/debtQuery.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { DebtTables } from "./components/DebtTables.tsx";
import { PaymentPlanForm } from "./components/PaymentPlanForm.tsx";

/** Velkaerittely: overdue lines by month with sums and a total, and a payment-plan proposal. */
export default function DebtPage() {
  const { t } = useTranslation("billing");
  usePageTitle(t("debt.title"));
  const { toast, show, dismiss } = useToast();
  const debt = useDebt();
  useFailureToast(debt.isError, t("debt.loadFailed"), show);
  const state = loadState(debt);
  const hasDebt = debt.data !== undefined && eurosToCents(debt.data.currentDue) !== 0;

  return (
    <>
      <PageHeader title={t("debt.title")} lead={t("debt.intro")} />
      <SideLayout
        sideLabel={t("side.title")}
        side={
          <>
            <RelatedLinks
              title={t("side.title")}
              links={[
                { to: paths.billing, label: t("debt.billing"), text: t("side.billingText") },
                { to: `${paths.payment}#bank-transfer`, label: t("side.bank"), text: t("side.bankText") },
              ]}
            />
            <CustomerServiceCard />
          </>
        }
      >
        <Card title={t("debt.linesTitle")}>
          {state === "ready" &&
            debt.data &&
            (hasDebt ? <DebtTables debt={debt.data} /> : <p>{t("debt.none")}</p>)}
          {state === "error" && (
            <LoadFailed text={t("debt.loadFailed")} onRetry={() => void debt.refetch()} />
          )}
          {(state === "busy" || state === "notLoaded") && <Loading />}
          {hasDebt && <ButtonLink to={paths.payment}>{t("debt.pay")}</ButtonLink>}
        </Card>
        <Card title={t("plan.title")}>
          <p>{t("plan.intro")}</p>
          <PaymentPlanForm onSent={() => show("success", t("plan.sent"))} />
        </Card>
      </SideLayout>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
