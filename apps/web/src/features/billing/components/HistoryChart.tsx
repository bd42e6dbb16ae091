import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/ui/BarChart.tsx";
import { chartScale } from "../../../lib/chartScale.ts";
import { formatMoney, formatMonth } from "../../../lib/format.ts";
import type { MonthTotals } from "../history.ts";
import styles from "./HistoryChart.module.css";

/** More columns than this and the x axis shows month numbers instead of names. */
const DENSE_FROM = 7;

const formatTick = (cents: number) => formatMoney(cents).replace(/,00/, "");

/** Billed against paid per month. The table beside it has the same figures. */
export function HistoryChart({ totals }: { totals: readonly MonthTotals[] }) {
  const { t, i18n } = useTranslation("billing");
  const max = Math.max(0, ...totals.flatMap((m) => [m.billedCents, m.paidCents]));
  const n = Math.max(totals.length, 1);
  const dense = totals.length >= DENSE_FROM;
  return (
    <BarChart
      className={styles.chart}
      series={[
        { label: t("chart.billed"), className: styles.billed },
        { label: t("chart.paid"), className: styles.paid },
      ]}
      scale={chartScale(max)}
      formatTick={formatTick}
      bars={{ width: 0.3, offsets: [0.17, 0.53] }}
      // About 9rem a month, so that a few months do not stretch into wide slabs on a large screen.
      plotStyle={{ maxWidth: `${n * 9 + 5}rem` }}
      columns={totals.map((m, i) => ({
        key: m.index,
        values: [m.billedCents, m.paidCents],
        label: dense ? m.month : formatMonth(m.year, m.month, i18n.language, "short"),
        ...(i === 0 || m.month === 1 ? { year: m.year } : {}),
      }))}
    />
  );
}
