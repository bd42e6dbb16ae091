/**
 * The committee forms' date and time helpers: the time picker's choices (every quarter of an hour,
 * stored HH:mm and shown HH.mm), a day that cannot be past its month's end, and the years a plan
 * or a report may be for.
 */

/** Minutes between two choices of the time picker. */
export const TIME_STEP_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, "0");

/** Every time of day the picker offers, 00:00 to 23:45, as the form stores them (HH:mm). */
export function timeChoices(step = TIME_STEP_MINUTES): string[] {
  const choices: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += step)
    choices.push(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
  return choices;
}

/** A stored time (HH:mm) as Finnish readers write it (HH.mm). */
export function showTime(time: string): string {
  return time.replace(":", ".");
}

/** Days in a month (month 1–12); February follows the leap years. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A day past the month's end becomes the month's last day (31 in a 30-day month becomes 30); a
 * day without a valid year or month to measure against is left as it is for the schema to judge.
 */
export function clampDay(day: number, year: number, month: number): number {
  if (!Number.isInteger(day) || day < 1) return day;
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return day;
  if (!Number.isInteger(month) || month < 1 || month > 12) return day;
  return Math.min(day, daysInMonth(year, month));
}

/** The years an action plan may be for (this and the two next) or an action report (this and the two previous). */
export function yearChoices(kind: "plan" | "report", thisYear: number): number[] {
  return kind === "plan" ? [thisYear, thisYear + 1, thisYear + 2] : [thisYear, thisYear - 1, thisYear - 2];
}

/** Whole days from one ISO date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An ISO date n days after another. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
