import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { loadState } from "../../lib/loadState.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { useBankTransfer } from "../../lib/billing/bankTransferQuery.ts";
import { BankTransfer } from "./components/BankTransfer.tsx";
import { PaymentForm } from "./components/PaymentForm.tsx";

// The side column comes after the form: on a phone it is below it, on a desktop beside it.
const PaymentSide = lazy(() => import("./components/PaymentSide.tsx"));

/** Maksaminen: pay online, or the details for paying from one's own bank. */
export default function PaymentPage() {
  const { t } = useTranslation("payments");
  usePageTitle(t("title"));
  const { toast, show, dismiss } = useToast();
  const details = useBankTransfer();
  useFailureToast(details.isError, t("loadFailed"), show);
  const state = loadState(details);
  const { hash } = useLocation();

  // The result modal's 'pay in your online bank' link lands on the bank details.
  useEffect(() => {
    if (hash === "#bank-transfer" && state === "ready")
      document.getElementById("bank-transfer")?.scrollIntoView({ block: "start" });
  }, [hash, state]);

  return (
    <>
      <PageHeader title={t("title")} lead={t("intro")} />
      <SideLayout
        sideLabel={t("side.title")}
        side={
          <Suspense fallback={null}>
            <PaymentSide />
          </Suspense>
        }
      >
        <Card title={t("online.title")}>
          {state === "ready" && details.data && (
            <PaymentForm
              dueCents={details.data.amountDueCents}
              advanceMaxCents={details.data.advanceMaxCents}
            />
          )}
          {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void details.refetch()} />}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
        <Card title={t("bank.title")} id="bank-transfer">
          <p>{t("bank.intro")}</p>
          {state === "ready" && details.data && <BankTransfer details={details.data} notify={show} />}
          {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void details.refetch()} />}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
      </SideLayout>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
