// Slot arithmetic in the building's zone. Slots are wall-clock times in Helsinki (a sauna turn at
// 19.00 stays at 19.00 across the DST change), so instants are computed from a local date and a
// minute of the day, never by adding hours to a UTC time.
import { BOOKING_TIME_ZONE, type BookingRuleError } from "@portal/schemas/bookings.constants";
import { addDays } from "../../lib/dates.ts";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The local calendar date, minute of the day, second and ISO weekday of an instant in Helsinki. */
export function localParts(at: Date): { date: string; minute: number; second: number; weekday: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  return {
    date,
    minute: Number(p.hour) * 60 + Number(p.minute),
    second: Number(p.second) + (at.getUTCMilliseconds() ? 1 : 0),
    weekday: isoWeekday(date),
  };
}

/** Minutes Helsinki is ahead of UTC at `at`. */
function offsetMinutes(at: Date): number {
  const p = localParts(at);
  const [y, m, d] = p.date.split("-").map(Number) as [number, number, number];
  const local = Date.UTC(y, m - 1, d) + p.minute * 60_000;
  return Math.round((local - (at.getTime() - (at.getTime() % 60_000))) / 60_000);
}

/**
 * Helsinki's offset on `date` from 04.00 to midnight: DST changes at 03.00/04.00 local, so one
 * lookup per day serves every slot of it. The week view builds over a hundred instants per request;
 * Intl's formatToParts for each would cost milliseconds.
 */
const dayOffsets = new Map<string, number>();
function dayOffset(date: string): number {
  let offset = dayOffsets.get(date);
  if (offset === undefined) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    offset = offsetMinutes(new Date(Date.UTC(y, m - 1, d, 10)));
    if (dayOffsets.size > 10_000) dayOffsets.clear();
    dayOffsets.set(date, offset);
  }
  return offset;
}
const FROM_FOUR = 4 * 60;

/** The instant of `minute` minutes after local midnight on `date` in Helsinki. */
export function localInstant(date: string, minute: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minute * 60_000;
  if (minute >= FROM_FOUR && minute <= 1440) return new Date(naive - dayOffset(date) * 60_000);
  // Twice: the first guess may sit on the other side of a DST change.
  let at = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  at = new Date(naive - offsetMinutes(at) * 60_000);
  return at;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function minuteToTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

export function timeToMinute(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** The offset form the contract promises on the wire: 2026-11-23T18:00:00+02:00. */
export function isoWithOffset(at: Date): string {
  const offset = offsetMinutes(at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");
const offsetText = (offset: number) =>
  `${offset < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;

/** isoWithOffset(localInstant(date, minute)) without Intl for the hours slots use. */
export function localIso(date: string, minute: number): string {
  if (minute < FROM_FOUR || minute > 1440) return isoWithOffset(localInstant(date, minute));
  const day = minute === 1440 ? addDays(date, 1) : date;
  const m = minute % 1440;
  return `${day}T${pad(Math.floor(m / 60))}:${pad(m % 60)}:00${offsetText(dayOffset(date))}`;
}

export interface SlotRules {
  slotMinutes: number;
  opensMinute: number;
  closesMinute: number;
  windowDays: number;
}

/** Start minutes of a day's slots: from opening, one after another, the last ending by closing. */
export function slotStarts(rules: SlotRules): number[] {
  const out: number[] = [];
  for (let m = rules.opensMinute; m + rules.slotMinutes <= rules.closesMinute; m += rules.slotMinutes)
    out.push(m);
  return out;
}

/** The last local date a booking may fall on: today plus the window. */
export function lastBookableDate(today: string, windowDays: number): string {
  return addDays(today, windowDays);
}

/**
 * Whether `start` is a slot the rules let anyone book at `now`; the slot's end when it is. The order
 * matters to the tenant: a time outside the hours says so before saying it is off the grid.
 */
export function checkSlot(
  rules: SlotRules,
  start: Date,
  now: Date,
):
  | { ok: true; end: Date; date: string; minute: number; weekday: number }
  | { ok: false; error: BookingRuleError } {
  const local = localParts(start);
  const { minute } = local;
  if (minute < rules.opensMinute || minute + rules.slotMinutes > rules.closesMinute)
    return { ok: false, error: "OUTSIDE_HOURS" };
  if (local.second !== 0 || (minute - rules.opensMinute) % rules.slotMinutes !== 0)
    return { ok: false, error: "NOT_A_SLOT" };
  // A slot on a DST-skipped hour would name a wall-clock time that does not exist.
  if (localInstant(local.date, minute).getTime() !== start.getTime())
    return { ok: false, error: "NOT_A_SLOT" };
  if (start.getTime() <= now.getTime()) return { ok: false, error: "IN_THE_PAST" };
  if (local.date > lastBookableDate(localParts(now).date, rules.windowDays))
    return { ok: false, error: "OUTSIDE_WINDOW" };
  return {
    ok: true,
    end: localInstant(local.date, minute + rules.slotMinutes),
    date: local.date,
    minute,
    weekday: local.weekday,
  };
}
