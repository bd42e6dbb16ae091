import type { CSSProperties, ReactNode } from "react";
import styles from "./BarChart.module.css";

type DataAttributes = { [name: `data-${string}`]: string };

export interface BarSeries {
  label: ReactNode;
  /** Sets the fill of the series' bars and legend swatch. */
  className: string | undefined;
  /** Written as data-kind on each bar, for tests that read the drawing. */
  kind?: string;
}

export interface BarColumn {
  key: string | number;
  /** One value a series, in the order of `series`. */
  values: readonly number[];
  label: ReactNode;
  /** Shown under the label: give it on the first column and where a year begins. */
  year?: number;
  data?: DataAttributes;
  /** One a series, written as data-value on the bars. */
  valueTexts?: readonly string[];
}

export interface BarChartProps {
  series: readonly BarSeries[];
  columns: readonly BarColumn[];
  scale: { top: number; ticks: readonly number[] };
  formatTick: (tick: number) => string;
  /** Bar width and left edges as fractions of a column, one edge a series. */
  bars: { width: number; offsets: readonly number[] };
  /** The unit, at the end of the legend. */
  unit?: ReactNode;
  /** Sets --bar-chart-* custom properties (height, axis width, margin, label wrap). */
  className?: string;
  plotStyle?: CSSProperties;
}

function Swatch({ className }: { className: string | undefined }) {
  // An SVG, not a CSS background, so that the legend prints too.
  return (
    <svg className={styles.swatch} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <rect width="10" height="10" rx="2" className={className} />
    </svg>
  );
}

/**
 * Grouped bars drawn by hand (no chart library fits the page budget). The bars stretch with the
 * page (the SVG has no fixed aspect ratio); the axis labels are HTML so they keep their size on a
 * phone. Hidden from assistive technology: each user shows the same figures in a table.
 */
export function BarChart({
  series,
  columns,
  scale,
  formatTick,
  bars,
  unit,
  className,
  plotStyle,
}: BarChartProps) {
  const { top, ticks } = scale;
  const n = Math.max(columns.length, 1);
  const height = (value: number) => (Math.max(value, 0) / top) * 100;
  return (
    <div className={className ? `${styles.chart} ${className}` : styles.chart} aria-hidden="true">
      <ul className={styles.legend}>
        {series.map((s, j) => (
          <li key={j}>
            <Swatch className={s.className} />
            {s.label}
          </li>
        ))}
        {unit !== undefined && <li className={styles.unit}>{unit}</li>}
      </ul>
      <div className={styles.plot} style={plotStyle}>
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
          {columns.map((column, i) => {
            const slot = 100 / n;
            return (
              <g key={column.key} {...column.data}>
                {series.map((s, j) => (
                  <rect
                    key={j}
                    x={i * slot + slot * (bars.offsets[j] ?? 0)}
                    y={100 - height(column.values[j] ?? 0)}
                    width={slot * bars.width}
                    height={height(column.values[j] ?? 0)}
                    className={s.className}
                    data-kind={s.kind}
                    data-value={column.valueTexts?.[j]}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <ol className={styles.xAxis} style={{ gridTemplateColumns: `repeat(${n}, 1fr)` }}>
          {columns.map((column) => (
            <li key={column.key}>
              {column.label}
              {column.year !== undefined && <span className={styles.year}>{column.year}</span>}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
