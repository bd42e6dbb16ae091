import type { WaterMeterMonth } from "@portal/schemas/home";
import { niceStep } from "../../../lib/chartScale.ts";
import { formatNumber } from "../../../lib/format.ts";

const litres = { min: 3, max: 3 };

/** Litres on the wire, cubic metres on screen, to the litre: a meter reading '123,456'. */
export const formatReading = (l: number) => formatNumber(l / 1000, litres);

/** A month's use in m³ to the litre, '3,250': three decimals on every row, so the column lines up. */
export const formatUse = (l: number) => formatNumber(l / 1000, litres);

/** An axis label in m³ without trailing zeros: '2', '2,5'. */
export const formatTick = (l: number) => formatNumber(l / 1000, { max: 2 });

export function yearMonth(m: WaterMeterMonth): { year: number; month: number } {
  const [year, month] = m.yearMonth.split("-").map(Number) as [number, number];
  return { year, month };
}

/** A round top for the y axis and up to five evenly spaced ticks below it (in litres). */
export function waterScale(maxLitres: number): { top: number; ticks: number[] } {
  if (maxLitres <= 0) return { top: 1000, ticks: [0, 500, 1000] };
  const step = niceStep(maxLitres / 4);
  const top = Math.ceil(maxLitres / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top + step / 2; tick += step) ticks.push(tick);
  return { top, ticks };
}
