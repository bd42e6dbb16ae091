/*
 * Calendar days as "YYYY-MM-DD" strings. The arithmetic runs on UTC noon so that no device zone or
 * daylight saving change can move a day.
 */

function toDate(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  return ((toDate(iso).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the day's week. */
export function mondayOf(iso: string): string {
  return addDays(iso, 1 - isoWeekday(iso));
}

/** The last day of the day's month. */
export function endOfMonth(iso: string): string {
  const date = toDate(iso);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0, 12)));
}

/** The first day of the month after the day's month. */
export function firstOfNextMonth(iso: string): string {
  return addDays(endOfMonth(iso), 1);
}

/** Times of day "HH:MM" from the opening to the last start that still ends by the closing. */
export function slotStarts(opensAt: string, closesAt: string, slotMinutes: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const close = minutes(closesAt) === 0 ? 24 * 60 : minutes(closesAt);
  const starts: string[] = [];
  for (let at = minutes(opensAt); at + slotMinutes <= close; at += slotMinutes) {
    starts.push(`${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`);
  }
  return starts;
}
