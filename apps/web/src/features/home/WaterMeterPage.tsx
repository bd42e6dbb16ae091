import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import table from "../../components/ui/Table.module.css";
import { TableScroll } from "../../components/ui/TableScroll.tsx";
import { formatMonthTitle } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useWaterMeter } from "./api/waterMeter.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./components/BuildingCards.module.css";
import { formatReading, formatUse, yearMonth } from "./components/water.ts";
import { WaterChart } from "./components/WaterChart.tsx";

/** Vesimittari: month-end readings and each month's cold and hot water use, as a chart and a table. */
export default function WaterMeterPage() {
  const { t, i18n } = useTranslation("home");
  usePageTitle(t("water.title"));
  const water = useWaterMeter();
  const state = loadState(water);
  const months = water.data?.months ?? [];
  return (
    <>
      <PageHeader title={t("water.title")} lead={t("water.intro")} />
      {state === "error" && <LoadFailed text={t("water.loadFailed")} onRetry={() => void water.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {state === "ready" && months.length === 0 && <p>{t("water.none")}</p>}
      {state === "ready" && months.length > 0 && (
        // The whole width: a year's months side by side in the chart, five columns in the table.
        <SideLayout>
          <Card title={t("water.chartTitle")}>
            <WaterChart months={months} />
            <p className={styles.unitNote}>{t("water.unitNote")}</p>
          </Card>
          <Card title={t("water.tableTitle")}>
            <TableScroll label={`${t("water.tableTitle")} (m³)`}>
              <table className={table.table}>
                <caption className="sr-only">{`${t("water.tableTitle")} (m³)`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("water.month")}</th>
                    <th scope="col" className={table.number}>
                      {t("water.coldUse")}
                    </th>
                    <th scope="col" className={table.number}>
                      {t("water.hotUse")}
                    </th>
                    <th scope="col" className={table.number}>
                      {t("water.coldReading")}
                    </th>
                    <th scope="col" className={table.number}>
                      {t("water.hotReading")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...months].reverse().map((m) => {
                    const { year, month } = yearMonth(m);
                    return (
                      <tr key={m.yearMonth} data-month={m.yearMonth}>
                        <th scope="row" className={table.nowrap}>
                          {formatMonthTitle(year, month, i18n.language)}
                        </th>
                        <td className={table.number} data-kind="cold">
                          {formatUse(m.coldConsumption)}
                        </td>
                        <td className={table.number} data-kind="hot">
                          {formatUse(m.hotConsumption)}
                        </td>
                        <td className={table.number}>{formatReading(m.coldReading)}</td>
                        <td className={table.number}>{formatReading(m.hotReading)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          </Card>
        </SideLayout>
      )}
    </>
  );
}
