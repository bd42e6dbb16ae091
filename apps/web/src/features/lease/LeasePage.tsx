import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { formatDate } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { useCurrentContract } from "./api/currentContract.ts";
import { LeaseAgreement } from "./components/LeaseAgreement.tsx";
import { PrintablePageHead } from "../../components/ui/PrintablePageHead.tsx";
import "./LeasePage.css";

/** Vuokrasopimus: the lease as the tenant signed it, printable as a clean A4 agreement. */
export default function LeasePage() {
  const { t } = useTranslation("lease");
  usePageTitle(t("title"));
  const { toast, show, dismiss } = useToast();
  const contract = useCurrentContract();
  useFailureToast(contract.isError, t("loadFailed"), show);
  const state = loadState(contract);

  return (
    <>
      <PrintablePageHead
        title={t("title")}
        intro={t("intro")}
        printLabel={t("print")}
        printedOn={t("printedOn", { date: formatDate(helsinkiToday()) })}
      />
      {state === "ready" && contract.data && <LeaseAgreement contract={contract.data} />}
      {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void contract.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
