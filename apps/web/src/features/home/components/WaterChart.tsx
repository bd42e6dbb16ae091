import { useTranslation } from "react-i18next";
import type { WaterMeterMonth } from "@portal/schemas/home";
import { BarChart } from "../../../components/ui/BarChart.tsx";
import { formatMonth } from "../../../lib/format.ts";
import { formatTick, formatUse, waterScale, yearMonth } from "./water.ts";
import styles from "./WaterChart.module.css";

/**
 * Cold and hot water used per month. The table below has the same figures. Each bar carries its
 * month and value in m³ as data attributes, so a test can hold the drawing to the table.
 */
export function WaterChart({ months }: { months: readonly WaterMeterMonth[] }) {
  const { t, i18n } = useTranslation("home");
  const max = Math.max(0, ...months.flatMap((m) => [m.coldConsumption, m.hotConsumption]));
  return (
    <BarChart
      className={styles.chart}
      series={[
        { label: t("water.cold"), className: styles.cold, kind: "cold" },
        { label: t("water.hot"), className: styles.hot, kind: "hot" },
      ]}
      unit="m³"
      scale={waterScale(max)}
      formatTick={formatTick}
      bars={{ width: 0.36, offsets: [0.12, 0.52] }}
      columns={months.map((m, i) => {
        const { year, month } = yearMonth(m);
        return {
          key: m.yearMonth,
          values: [m.coldConsumption, m.hotConsumption],
          valueTexts: [formatUse(m.coldConsumption), formatUse(m.hotConsumption)],
          data: { "data-month": m.yearMonth },
          label: (
            // On a phone only the quarters' first months are labelled: twelve or more numbers would collide.
            <span className={(month - 1) % 3 === 0 ? undefined : styles.minorMonth}>
              <span className={styles.monthNumber}>{month}</span>
              <span className={styles.monthName}>{formatMonth(year, month, i18n.language, "short")}</span>
            </span>
          ),
          // The first column's year only if the next January is not right beside it, where the two would collide.
          ...((i === 0 && month <= 10) || month === 1 ? { year } : {}),
        };
      })}
    />
  );
}
