// Calendar dates are "YYYY-MM-DD" strings throughout: contract rules are about Finnish calendar days,
// so "today" is taken in Helsinki time, not in the server's zone or UTC.
const helsinki = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Helsinki",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

let today = { minute: Number.NaN, date: "" };

export function todayInHelsinki(now: Date): string {
  // Helsinki's days begin on whole minutes: one Intl call a minute serves every request in it.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== today.minute) today = { minute, date: helsinki.format(now) };
  return today.date;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  // Clamp to the month's last day, the way people count "a month later" on 31 January.
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
