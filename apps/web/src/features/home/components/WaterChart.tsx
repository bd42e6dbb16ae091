import { useTranslation } from "react-i18next";
import type { WaterMeterMonth } from "@portal/schemas/home";
import { formatMonth } from "../../../lib/format.ts";
import { formatTick, formatUse, waterScale, yearMonth } from "./water.ts";
import styles from "./WaterChart.module.css";

function Swatch({ className }: { className: string | undefined }) {
  // An SVG, not a CSS background, so that the legend prints too.
  return (
    <svg className={styles.swatch} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <rect width="10" height="10" rx="2" className={className} />
    </svg>
  );
}

/**
 * Cold and hot water used per month, drawn by hand (no chart library fits the page budget). Hidden
 * from assistive technology: the table below has the same figures. Each bar carries its month and
 * value in m³ as data attributes, so a test can hold the drawing to the table.
 */
export function WaterChart({ months }: { months: readonly WaterMeterMonth[] }) {
  const { t, i18n } = useTranslation("home");
  const max = Math.max(0, ...months.flatMap((m) => [m.coldConsumption, m.hotConsumption]));
  const { top, ticks } = waterScale(max);
  const n = Math.max(months.length, 1);
  const height = (litres: number) => (Math.max(litres, 0) / top) * 100;
  return (
    <div className={styles.chart} aria-hidden="true">
      <ul className={styles.legend}>
        <li>
          <Swatch className={styles.cold} />
          {t("water.cold")}
        </li>
        <li>
          <Swatch className={styles.hot} />
          {t("water.hot")}
        </li>
        <li className={styles.unit}>m³</li>
      </ul>
      <div className={styles.plot}>
        <div className={styles.yAxis}>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatTick(tick)}
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
          {months.map((m, i) => {
            const slot = 100 / n;
            const bar = slot * 0.36;
            return (
              <g key={m.yearMonth} data-month={m.yearMonth}>
                <rect
                  x={i * slot + slot * 0.12}
                  y={100 - height(m.coldConsumption)}
                  width={bar}
                  height={height(m.coldConsumption)}
                  className={styles.cold}
                  data-kind="cold"
                  data-value={formatUse(m.coldConsumption)}
                />
                <rect
                  x={i * slot + slot * 0.52}
                  y={100 - height(m.hotConsumption)}
                  width={bar}
                  height={height(m.hotConsumption)}
                  className={styles.hot}
                  data-kind="hot"
                  data-value={formatUse(m.hotConsumption)}
                />
              </g>
            );
          })}
        </svg>
        <ol className={styles.xAxis} style={{ gridTemplateColumns: `repeat(${n}, 1fr)` }}>
          {months.map((m, i) => {
            const { year, month } = yearMonth(m);
            return (
              <li key={m.yearMonth}>
                <span className={styles.monthNumber}>{month}</span>
                <span className={styles.monthName}>{formatMonth(year, month, i18n.language, "short")}</span>
                {(i === 0 || month === 1) && <span className={styles.year}>{year}</span>}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
