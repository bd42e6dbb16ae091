// Penalty interest on late rent under the Finnish Interest Act (korkolaki 4 §): the reference rate
// in force for each half-year plus seven percentage points, per day on the late amount, actual days
// over 365. Up to LATE_GRACE_DAYS late counts as a delay only, without interest.
import { LATE_GRACE_DAYS, PENALTY_INTEREST_MARGIN_PERCENT } from "@portal/schemas/billing.constants";
import { addDays, daysBetween } from "./dates.ts";

/** Suomen Pankki's reference rate (viitekorko) from the first day of each half-year, oldest first. */
export interface ReferenceRate {
  from: string;
  percent: number;
}

/**
 * Published rates; the last one stays in force until a newer half-year is added here (the rate is
 * the ECB's main refinancing rate on the last day before the half-year).
 */
export const REFERENCE_RATES: readonly ReferenceRate[] = [
  { from: "2024-01-01", percent: 4.5 },
  { from: "2024-07-01", percent: 4.25 },
  { from: "2025-01-01", percent: 3.15 },
  { from: "2025-07-01", percent: 2.15 },
  { from: "2026-01-01", percent: 2.15 },
];

function rateOn(date: string, rates: readonly ReferenceRate[]): number {
  let percent = rates[0]?.percent ?? 0;
  for (const r of rates) if (r.from <= date) percent = r.percent;
  return percent;
}

/** Whole days paid late: 0 when paid on or before the due date. */
export function daysLate(dueDate: string, paidDate: string): number {
  return Math.max(0, daysBetween(dueDate, paidDate));
}

/**
 * Interest in cents on `amountCents` due on `dueDate` and paid on `paidDate`: for every day after the
 * due date up to and including the payment day, (reference rate + 7) % / 365 of the amount. None
 * when paid at most three days late.
 */
export function penaltyInterestCents(
  amountCents: number,
  dueDate: string,
  paidDate: string,
  rates: readonly ReferenceRate[] = REFERENCE_RATES,
): number {
  const days = daysLate(dueDate, paidDate);
  if (days <= LATE_GRACE_DAYS || amountCents <= 0) return 0;
  let percentDays = 0;
  // Day by day, so a half-year's new rate applies from its first day; a year of lateness is 365 steps.
  for (let day = addDays(dueDate, 1), i = 0; i < days; i++, day = addDays(day, 1))
    percentDays += rateOn(day, rates) + PENALTY_INTEREST_MARGIN_PERCENT;
  return Math.round((amountCents * percentDays) / 100 / 365);
}
