import { useTranslation } from "react-i18next";
import { eurosToCents } from "@portal/schemas/billing.rules";
import { ButtonLink, ButtonRow } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { useDebt } from "../../lib/billing/debtQuery.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { DebtTables } from "./components/DebtTables.tsx";
import { PaymentPlanForm } from "./components/PaymentPlanForm.tsx";
import page from "../../components/ui/Page.module.css";

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
      <h1>{t("debt.title")}</h1>
      <p className={page.intro}>{t("debt.intro")}</p>
      <div className={page.columns}>
        <Card aria-labelledby="debt-lines">
          <h2 id="debt-lines">{t("debt.linesTitle")}</h2>
          {state === "ready" &&
            debt.data &&
            (hasDebt ? <DebtTables debt={debt.data} /> : <p>{t("debt.none")}</p>)}
          {state === "error" && (
            <LoadFailed text={t("debt.loadFailed")} onRetry={() => void debt.refetch()} />
          )}
          {(state === "busy" || state === "notLoaded") && <Loading />}
          <ButtonRow>
            {hasDebt && <ButtonLink to={paths.payment}>{t("debt.pay")}</ButtonLink>}
            <ButtonLink to={paths.billing} variant="secondary">
              {t("debt.billing")}
            </ButtonLink>
          </ButtonRow>
        </Card>
        <Card aria-labelledby="payment-plan">
          <h2 id="payment-plan">{t("plan.title")}</h2>
          <p>{t("plan.intro")}</p>
          <PaymentPlanForm onSent={() => show("success", t("plan.sent"))} />
        </Card>
      </div>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
