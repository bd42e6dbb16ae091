import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { CustomerServiceCard } from "../../components/ui/CustomerServiceCard.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { RelatedLinks } from "../../components/ui/RelatedLinks.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { billHasDebt, useCurrentBill } from "../../lib/billing/currentBillQuery.ts";
import { useHistory } from "../../lib/billing/historyQuery.ts";
import { billingKey } from "../../lib/billing/billingKey.ts";
import { formatDate } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { menuPaths, paths } from "../../lib/paths.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { CurrentBill } from "./components/CurrentBill.tsx";
import { HistorySection } from "./components/HistorySection.tsx";
import { PaymentResultDialog } from "./components/PaymentResultDialog.tsx";

/** Maksutiedot; on the payment routes the same page opens with the result modal over it. */
export default function BillingPage({ result }: { result?: "success" | "error" }) {
  const { t } = useTranslation("billing");
  usePageTitle(result ? t(`result.${result}.title`) : t("title"));
  const { toast, show, dismiss } = useToast();
  const queryClient = useQueryClient();
  const current = useCurrentBill();
  const history = useHistory();
  useFailureToast(current.isError, t("loadFailed"), show);
  useFailureToast(history.isError, t("history.loadFailed"), show);

  // A payment just made shows in the history at once: whatever was fetched before it is stale.
  useEffect(() => {
    if (result === "success") void queryClient.invalidateQueries({ queryKey: billingKey });
  }, [result, queryClient]);

  const currentState = loadState(current);
  const historyState = loadState(history);
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("intro")}
        actions={<ButtonLink to={paths.payment}>{t("actions.pay")}</ButtonLink>}
        print={{
          label: t("actions.print"),
          printedOn: t("printedOn", { date: formatDate(helsinkiToday()) }),
        }}
      />
      <SideLayout
        sideLabel={t("side.title")}
        side={
          <>
            <RelatedLinks
              title={t("side.title")}
              links={[
                { to: `${paths.payment}#bank-transfer`, label: t("side.bank"), text: t("side.bankText") },
                ...(billHasDebt(current.data)
                  ? [{ to: paths.debt, label: t("side.debt"), text: t("side.debtText") }]
                  : []),
                { to: menuPaths.parking, label: t("actions.parking") },
              ]}
            />
            <CustomerServiceCard />
          </>
        }
      >
        {/* The two cards come in together: one filling in above the other would push it down the screen. */}
        {currentState === "busy" || historyState === "busy" ? (
          <Loading />
        ) : (
          <>
            <Card title={t("current.title")}>
              {currentState === "ready" && current.data && <CurrentBill bill={current.data} />}
              {currentState === "error" && (
                <LoadFailed text={t("loadFailed")} onRetry={() => void current.refetch()} />
              )}
              {currentState === "notLoaded" && <Loading />}
            </Card>
            <Card title={t("history.title")}>
              {historyState === "ready" && history.data && <HistorySection items={history.data.items} />}
              {historyState === "error" && (
                <LoadFailed text={t("history.loadFailed")} onRetry={() => void history.refetch()} />
              )}
              {historyState === "notLoaded" && <Loading />}
            </Card>
          </>
        )}
      </SideLayout>
      {result && <PaymentResultDialog key={result} result={result} />}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
