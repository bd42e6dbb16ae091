import type { TFunction } from "i18next";
import type { WeekSlot } from "@portal/schemas/bookings";
import { addDays } from "../../../lib/bookings/week.ts";
import { formatDate, formatDayMonth, formatWeekday } from "../../../lib/format.ts";
import { formatInstantTime } from "../../../lib/instant.ts";

/** 'Torstai 26.11.' */
export function dayName(date: string, language: string): string {
  return `${formatWeekday(date, language)} ${formatDayMonth(date)}`;
}

/** '19.00–20.00' */
export function slotTime(slot: { start: string; end: string }): string {
  return `${formatInstantTime(slot.start)}–${formatInstantTime(slot.end)}`;
}

/** The slot's state in words, never only its colour: 'Vapaa', 'Oma vakiovuoro'. */
export function stateText(slot: WeekSlot, t: TFunction<"bookings">): string {
  if (slot.fixedTurn && slot.state === "own") return t("state.ownFixed");
  if (slot.fixedTurn && slot.state === "taken") return t("state.takenFixed");
  return t(`state.${slot.state}`);
}

/** 'Torstai 26.11.2026' */
export function fullDayName(date: string, language: string): string {
  return `${formatWeekday(date, language)} ${formatDate(date)}`;
}

/** 2026-11-23 was a Monday: the weekday names come from the same formatter as the calendar's. */
export function weekdayName(weekday: number, language: string): string {
  return formatWeekday(addDays("2026-11-23", weekday - 1), language);
}
