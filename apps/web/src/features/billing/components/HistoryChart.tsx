import { useTranslation } from "react-i18next";
import { formatMoney, formatMonth } from "../../../lib/format.ts";
import type { MonthTotals } from "../history.ts";
import { chartScale } from "./chartScale.ts";
import styles from "./HistoryChart.module.css";

/** More columns than this and the x axis shows month numbers instead of names. */
const DENSE_FROM = 7;

function Swatch({ className }: { className: string | undefined }) {
  // An SVG, not a CSS background, so that the legend prints too.
  return (
    <svg className={styles.swatch} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <rect width="10" height="10" rx="2" className={className} />
    </svg>
  );
}

/**
 * Billed against paid per month, drawn by hand: a chart library would not fit the page's budget.
 * The bars stretch with the page (the SVG has no fixed aspect ratio); the axis labels are HTML so
 * they keep their size on a phone. Hidden from assistive technology: the table beside it has the
 * same figures.
 */
export function HistoryChart({ totals }: { totals: readonly MonthTotals[] }) {
  const { t, i18n } = useTranslation("billing");
  const max = Math.max(0, ...totals.flatMap((m) => [m.billedCents, m.paidCents]));
  const { top, ticks } = chartScale(max);
  const n = Math.max(totals.length, 1);
  const dense = totals.length >= DENSE_FROM;
  const height = (cents: number) => (Math.max(cents, 0) / top) * 100;

  return (
    <div className={styles.chart} aria-hidden="true">
      <ul className={styles.legend}>
        <li>
          <Swatch className={styles.billed} />
          {t("chart.billed")}
        </li>
        <li>
          <Swatch className={styles.paid} />
          {t("chart.paid")}
        </li>
      </ul>
      {/* About 9rem a month, so that a few months do not stretch into wide slabs on a large screen. */}
      <div className={styles.plot} style={{ maxWidth: `${n * 9 + 5}rem` }}>
        <div className={styles.yAxis}>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatMoney(tick).replace(/,00/, "")}
            </span>
          ))}
        </div>
        <svg className={styles.svg} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          {ticks.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100"
              y1={100 - (tick / top) * 100}
              y2={100 - (tick / top) * 100}
              className={tick === 0 ? styles.baseline : styles.grid}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {totals.map((m, i) => {
            const slot = 100 / n;
            const bar = slot * 0.3;
            return (
              <g key={m.index}>
                <rect
                  x={i * slot + slot * 0.17}
                  y={100 - height(m.billedCents)}
                  width={bar}
                  height={height(m.billedCents)}
                  className={styles.billed}
                />
                <rect
                  x={i * slot + slot * 0.53}
                  y={100 - height(m.paidCents)}
                  width={bar}
                  height={height(m.paidCents)}
                  className={styles.paid}
                />
              </g>
            );
          })}
        </svg>
        <ol className={styles.xAxis} style={{ gridTemplateColumns: `repeat(${n}, 1fr)` }}>
          {totals.map((m, i) => (
            <li key={m.index}>
              {dense ? m.month : formatMonth(m.year, m.month, i18n.language, "short")}
              {(i === 0 || m.month === 1) && <span className={styles.year}>{m.year}</span>}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
