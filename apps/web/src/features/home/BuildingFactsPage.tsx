import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { FactList } from "../../components/ui/FactList.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { loadState } from "../../lib/loadState.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { AddressLines } from "../../components/ui/AddressLines.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { paths } from "../../lib/paths.ts";
import { BuildingLinks } from "./components/BuildingLinks.tsx";

/** Taloni-tiedot: the building's facts. */
export default function BuildingFactsPage() {
  const { t } = useTranslation("home");
  usePageTitle(t("facts.title"));
  const building = useBuilding();
  const state = loadState(building);
  const b = building.data;
  const yesNo = (value: boolean) => (value ? t("facts.yes") : t("facts.no"));
  return (
    <>
      <PageHeader title={t("facts.title")} />
      {state === "error" && (
        <LoadFailed text={t("building.loadFailed")} onRetry={() => void building.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {state === "ready" && b && (
        <SideLayout sideLabel={t("building.more")} side={<BuildingLinks current={paths.buildingFacts} />}>
          <Card title={b.name}>
            <FactList
              facts={[
                { label: t("facts.address"), value: <AddressLines address={b.postalAddress} /> },
                { label: t("facts.builtYear"), value: b.builtYear },
                { label: t("facts.floors"), value: b.floors },
                { label: t("facts.apartments"), value: b.apartmentCount },
                { label: t("facts.heating"), value: t(`facts.heatings.${b.heating}`) },
                { label: t("facts.lift"), value: yesNo(b.hasLift) },
                { label: t("facts.sauna"), value: yesNo(b.hasSauna) },
                { label: t("facts.laundry"), value: yesNo(b.hasLaundry) },
              ]}
            />
          </Card>
        </SideLayout>
      )}
    </>
  );
}
