// Working days in Finland: Monday to Friday, except the public holidays and the two eves every
// workplace keeps (Midsummer Eve, Christmas Eve). Service levels count in these days. Pure: dates
// are "YYYY-MM-DD" strings (Helsinki calendar days), as in lib/dates.ts.
import { addDays, todayInHelsinki } from "./dates.ts";

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** 0 Sunday … 6 Saturday. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first date from `from` (inclusive) that falls on `day` of the week. */
function firstWeekday(from: string, day: number): string {
  return addDays(from, (day - weekday(from) + 7) % 7);
}

const byYear = new Map<number, ReadonlyMap<string, string>>();

/**
 * The days off of a year besides weekends, by date with their name: New Year's Day, Epiphany, Good
 * Friday, Easter Sunday and Monday, May Day, Ascension Day, Whitsun, Midsummer Eve and Day, All
 * Saints' Day, Independence Day, Christmas Eve, Christmas Day and Boxing Day.
 */
export function holidays(year: number): ReadonlyMap<string, string> {
  const known = byYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const midsummerDay = firstWeekday(iso(year, 6, 20), 6);
  const days = new Map<string, string>([
    [iso(year, 1, 1), "newYearsDay"],
    [iso(year, 1, 6), "epiphany"],
    [addDays(easter, -2), "goodFriday"],
    [easter, "easterSunday"],
    [addDays(easter, 1), "easterMonday"],
    [iso(year, 5, 1), "mayDay"],
    [addDays(easter, 39), "ascensionDay"],
    [addDays(easter, 49), "whitsun"],
    [addDays(midsummerDay, -1), "midsummerEve"],
    [midsummerDay, "midsummerDay"],
    [firstWeekday(iso(year, 10, 31), 6), "allSaintsDay"],
    [iso(year, 12, 6), "independenceDay"],
    [iso(year, 12, 24), "christmasEve"],
    [iso(year, 12, 25), "christmasDay"],
    [iso(year, 12, 26), "boxingDay"],
  ]);
  byYear.set(year, days);
  return days;
}

/** Whether a date is a working day: Monday to Friday and not a day off. */
export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !holidays(Number(date.slice(0, 4))).has(date);
}

/** The `n`th working day after `date` (n ≥ 1; `date` itself never counts). */
export function addWorkingDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The instant a Helsinki calendar day begins (00:00 in Helsinki, summer or winter time). */
export function startOfHelsinkiDay(date: string): Date {
  // Helsinki is UTC+2 or +3: try both and keep the one that is that day's midnight there.
  for (const offset of [3, 2]) {
    const candidate = new Date(Date.parse(`${date}T00:00:00Z`) - offset * 3_600_000);
    if (todayInHelsinki(candidate) === date && todayInHelsinki(new Date(candidate.getTime() - 1)) !== date)
      return candidate;
  }
  throw new Error(`no Helsinki midnight for ${date}`);
}

/**
 * When an item received at `at` is due with a service level of `days` working days: at the end of
 * the `days`th working day after the day it arrived (Helsinki time). Something sent on a Friday
 * evening with one working day is due when Monday ends; on a Monday morning, when Tuesday ends.
 */
export function dueAt(at: Date, days: number): Date {
  const last = addWorkingDays(todayInHelsinki(at), days);
  return startOfHelsinkiDay(addDays(last, 1));
}
