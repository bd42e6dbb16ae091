import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { useBankTransfer } from "../../lib/billing/bankTransferQuery.ts";
import { BankTransfer } from "./components/BankTransfer.tsx";
import { PaymentForm } from "./components/PaymentForm.tsx";
import page from "../../components/ui/Page.module.css";
import styles from "./PaymentPage.module.css";

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
      <h1>{t("title")}</h1>
      <p className={page.intro}>{t("intro")}</p>
      <div className={page.columnsEven}>
        <Card aria-labelledby="payment-online">
          <h2 id="payment-online">{t("online.title")}</h2>
          {state === "ready" && details.data && (
            <PaymentForm
              dueCents={details.data.amountDueCents}
              advanceMaxCents={details.data.advanceMaxCents}
            />
          )}
          {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void details.refetch()} />}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
        <Card aria-labelledby="bank-transfer">
          <h2 id="bank-transfer">{t("bank.title")}</h2>
          <p>{t("bank.intro")}</p>
          {state === "ready" && details.data && <BankTransfer details={details.data} notify={show} />}
          {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void details.refetch()} />}
          {(state === "busy" || state === "notLoaded") && <Loading />}
        </Card>
      </div>
      <p className={styles.back}>
        <Link to={paths.billing}>{t("toBilling")}</Link>
      </p>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
