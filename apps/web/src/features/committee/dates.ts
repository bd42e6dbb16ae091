import { TIME_STEP_MINUTES } from "@portal/schemas/committee-forms.constants";
import { daysInMonth } from "@portal/schemas/committee-forms.rules";

/**
 * The time picker and the day picker of the committee forms (the rules themselves are the
 * schemas' own, committee-forms.rules.ts): times every quarter of an hour, stored HH:mm and shown
 * HH.mm, and a day that cannot be past its month's end.
 */

/** A stored time (HH:mm) as Finnish readers write it (HH.mm). */
export function showTime(time: string): string {
  return time.replace(":", ".");
}

/** The day picker's last day: the month's when year and month are known, else 31. */
export function lastDayOf(year: number, month: number): number {
  return Number.isInteger(year) &&
    year >= 1000 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
    ? daysInMonth(year, month)
    : 31;
}

export { TIME_STEP_MINUTES };
