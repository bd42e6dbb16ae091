import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/Button.tsx";
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
import styles from "./LeasePage.module.css";

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
      <div className={styles.head}>
        <h1>{t("title")}</h1>
        {/* Always there, so the heading's line does not change when the lease arrives. */}
        <Button variant="secondary" onClick={() => window.print()} data-print="hide">
          <svg className={styles.printIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 3h10v5H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3z" />
          </svg>
          {t("print")}
        </Button>
      </div>
      <p className={styles.intro}>{t("intro")}</p>
      <p className={styles.printedOn}>{t("printedOn", { date: formatDate(helsinkiToday()) })}</p>
      {state === "ready" && contract.data && <LeaseAgreement contract={contract.data} />}
      {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void contract.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
