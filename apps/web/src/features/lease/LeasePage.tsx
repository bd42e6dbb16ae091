import { useTranslation } from "react-i18next";
import { CustomerServiceCard } from "../../components/ui/CustomerServiceCard.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { RelatedLinks } from "../../components/ui/RelatedLinks.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { formatDate } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { useCurrentContract } from "./api/currentContract.ts";
import { LeaseAgreement } from "./components/LeaseAgreement.tsx";

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
      <PageHeader
        title={t("title")}
        lead={t("intro")}
        print={{ label: t("print"), printedOn: t("printedOn", { date: formatDate(helsinkiToday()) }) }}
      />
      <SideLayout
        sideLabel={t("side.title")}
        side={
          <>
            <RelatedLinks
              title={t("side.title")}
              links={[{ to: paths.billing, label: t("side.billing"), text: t("side.billingText") }]}
            />
            <CustomerServiceCard />
          </>
        }
      >
        {state === "ready" && contract.data && <LeaseAgreement contract={contract.data} />}
        {state === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void contract.refetch()} />}
        {(state === "busy" || state === "notLoaded") && <Loading />}
      </SideLayout>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
