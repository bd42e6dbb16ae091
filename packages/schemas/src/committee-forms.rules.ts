/*
 * The committee forms' rules as plain functions, so the forms, their schemas and the server agree:
 * real dates, 15-minute times, names of two words, amounts in cents, IBANs, the event notice
 * period, the year selectors and the activity allowance.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from "ibantools";
import {
  ALLOWANCE_BASE_CENTS,
  ALLOWANCE_MAX_CENTS,
  ALLOWANCE_MIN_CENTS,
  ALLOWANCE_PER_APARTMENT_CENTS,
  EVENT_NOTICE_DAYS,
  TIME_STEP_MINUTES,
  type EventType,
} from "./committee-forms.constants.ts";

/** Days in a month (month 1–12) of a year, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether year, month and day make a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The picker's rule: a day past the month's end becomes the month's last day. */
export function clampDay(year: number, month: number, day: number): number {
  return Math.max(1, Math.min(day, daysInMonth(year, month)));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" is a real date (not 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether "HH:mm" is a time of the picker: 00:00–23:45 in 15-minute steps. */
export function isPickerTime(value: string): boolean {
  const match = TIME.exec(value);
  return match !== null && Number(match[2]) % TIME_STEP_MINUTES === 0;
}

/** The picker's times, "00:00" … "23:45". */
export function pickerTimes(): string[] {
  const times: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += TIME_STEP_MINUTES) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);
  }
  return times;
}

/** A person's name as stored: trimmed, inner whitespace collapsed to one space. */
export function normaliseName(value: string): string {
  return value.trim().replace(/\s+/gu, " ");
}

/** Chairperson and secretary: at least two words (first and last name). */
export function hasTwoWords(value: string): boolean {
  return normaliseName(value).split(" ").filter(Boolean).length >= 2;
}

/** Euros (as typed into a number input) to integer cents; null when not a whole number of cents. */
export function eurosToWholeCents(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  // 12.345 is not two decimals; float noise such as 0.1 + 0.2 is. The noise is a few units in
  // the last place of euros * 100, so the tolerance scales with it and never reaches a tenth of a cent.
  const scaled = euros * 100;
  return Math.abs(cents - scaled) <= 64 * Number.EPSILON * Math.max(1, Math.abs(scaled)) ? cents : null;
}

/** IBAN as typed ("fi21 1234 5600 0007 85") to the electronic form ("FI2112345600000785"). */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? "";
}

/** A valid IBAN by country length and check digits (ibantools). */
export function isValidIban(value: string): boolean {
  const electronic = normaliseIban(value);
  return electronic !== "" && isValidIBAN(electronic);
}

/** IBAN in groups of four, for display. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normaliseIban(value)) ?? value;
}

/** Whole days from `today` to `date` (both "YYYY-MM-DD"). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The event notice period: a community meeting less than 14 days ahead is refused ("error"),
 * another event less than 14 days ahead gets a warning, otherwise null.
 */
export function eventNoticeCheck(
  eventType: EventType,
  date: string,
  today: string,
): "error" | "warning" | null {
  if (!isIsoDate(date) || daysUntil(date, today) >= EVENT_NOTICE_DAYS) return null;
  return eventType === "CommunityMeeting" ? "error" : "warning";
}

/** Today in Helsinki as "YYYY-MM-DD". */
export function helsinkiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Helsinki",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The action plan's year selector: this year and the two next. */
export function actionPlanYears(currentYear: number): number[] {
  return [currentYear, currentYear + 1, currentYear + 2];
}

/** The action report's year selector: this year and the two previous. */
export function actionReportYears(currentYear: number): number[] {
  return [currentYear, currentYear - 1, currentYear - 2];
}

/**
 * A building's yearly activity allowance when staff have set none: 200 € plus 13 € per apartment,
 * between 600 € and 2 200 € (cents).
 */
export function defaultAllowanceCents(apartments: number): number {
  const raw = ALLOWANCE_BASE_CENTS + ALLOWANCE_PER_APARTMENT_CENTS * Math.max(0, Math.floor(apartments));
  return Math.min(ALLOWANCE_MAX_CENTS, Math.max(ALLOWANCE_MIN_CENTS, raw));
}

/** What is left of an allowance after the approved expense reports of the year (never below 0). */
export function allowanceLeft(
  allowanceCents: number,
  usedCents: number,
): {
  leftCents: number;
  overCents: number;
} {
  const diff = allowanceCents - usedCents;
  return { leftCents: Math.max(0, diff), overCents: Math.max(0, -diff) };
}
