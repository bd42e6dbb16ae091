import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { FactList } from "../../components/ui/FactList.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { formatArea } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useApartment } from "./api/apartment.ts";
import { useBuilding } from "../../lib/building/buildingQuery.ts";
import { AddressLines } from "../../components/ui/AddressLines.tsx";
import { ApartmentImage } from "./components/ApartmentImage.tsx";
import { BuildingLinks } from "./components/BuildingLinks.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./components/BuildingCards.module.css";
import { MaintenanceContact } from "./components/ContactDetails.tsx";

/** Taloni: the building's address, photos of the apartment and the maintenance company. */
export default function BuildingPage() {
  const { t } = useTranslation("home");
  usePageTitle(t("building.title"));
  const building = useBuilding();
  const apartment = useApartment();
  const state = loadState(building);
  const apartmentState = loadState(apartment);

  return (
    <>
      <PageHeader title={t("building.title")} lead={t("building.intro")} />
      {state === "error" && (
        <LoadFailed text={t("building.loadFailed")} onRetry={() => void building.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {state === "ready" && building.data && (
        <SideLayout
          sideLabel={t("building.more")}
          side={
            <>
              <Card aria-labelledby="maintenance-2" flat>
                <MaintenanceContact building={building.data} />
              </Card>
              <BuildingLinks current={paths.building} />
            </>
          }
        >
          <Card title={building.data.name}>
            <FactList
              facts={[
                { label: t("facts.address"), value: <AddressLines address={building.data.postalAddress} /> },
                ...(apartment.data
                  ? [
                      { label: t("facts.apartment"), value: apartment.data.apartmentNumber },
                      { label: t("home.area"), value: formatArea(apartment.data.area) },
                    ]
                  : []),
              ]}
            />
            <h3 id="building-images" className={styles.imagesTitle}>
              {t("building.images")}
            </h3>
            {apartmentState === "ready" &&
              apartment.data &&
              (apartment.data.images.length === 0 ? (
                <p>{t("building.noImages")}</p>
              ) : (
                <ul className={styles.images} aria-labelledby="building-images">
                  {apartment.data.images.map((image) => (
                    <li key={image.id}>
                      <ApartmentImage image={image} />
                    </li>
                  ))}
                </ul>
              ))}
            {apartmentState === "error" && (
              <LoadFailed text={t("building.loadFailed")} onRetry={() => void apartment.refetch()} />
            )}
            {(apartmentState === "busy" || apartmentState === "notLoaded") && <Loading />}
          </Card>
        </SideLayout>
      )}
    </>
  );
}
