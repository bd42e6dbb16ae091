/*
 * Lease termination's rules as plain functions without the validation library, so the form and the
 * server agree on them: the end dates a notice may choose, the deposit refund's split and the
 * account checks.
 */
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { END_DATE_CHOICES, NOTICE_MONTHS } from "./termination.constants.ts";

const helsinki = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Helsinki",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day ("YYYY-MM-DD") an instant falls on in Helsinki, where the leases are. */
export function helsinkiDate(instant: Date): string {
  return helsinki.format(instant);
}

/** The last day of the month `months` months after the month of `date` (0: that month's own end). */
export function monthEnd(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // Day 0 of the following month is the last day of the wanted one: 28, 29, 30 or 31.
  return new Date(Date.UTC(year, month + months, 0)).toISOString().slice(0, 10);
}

/**
 * The first day a lease may end on when notice is given on `today` (a Helsinki calendar day): the
 * notice period runs `noticeMonths` calendar months from the last day of the month in which notice
 * is given, and the lease ends at a month end (Huoneenvuokralaki 52 §). Notice given on any day of
 * November ends the lease on 31 December at the earliest.
 */
export function firstAllowedEndDate(today: string, noticeMonths: number = NOTICE_MONTHS): string {
  return monthEnd(today, noticeMonths);
}

/** The end dates the form offers: the first allowed month end and the month ends after it, six in all. */
export function allowedEndDates(
  today: string,
  noticeMonths: number = NOTICE_MONTHS,
  count: number = END_DATE_CHOICES,
): string[] {
  return Array.from({ length: count }, (_, i) => monthEnd(today, noticeMonths + i));
}

/** Whether `endDate` is one of the end dates a notice given on `today` may choose. */
export function isAllowedEndDate(
  endDate: string,
  today: string,
  noticeMonths: number = NOTICE_MONTHS,
): boolean {
  return allowedEndDates(today, noticeMonths).includes(endDate);
}

/**
 * The deposit refund split evenly: round(100 / count) each, the last taking what rounding left so
 * the shares make 100 (three beneficiaries: 33, 33, 34).
 */
export function splitPercentages(count: number): number[] {
  if (count <= 0) return [];
  const share = Math.round(100 / count);
  return Array.from({ length: count }, (_, i) => (i < count - 1 ? share : 100 - share * (count - 1)));
}

/** An account number as one spelling: capitals, no spaces ("fi21 1234 …" → "FI211234…"). */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.trim()) ?? input.trim().toUpperCase();
}

/** Whether an account number (spaces and case as typed) is a valid IBAN: country, length and check digits. */
export function isValidIban(input: string): boolean {
  return isValidIBAN(normaliseIban(input));
}

/** A Finnish account (Åland's AX included) needs no BIC: the bank is known from the number. */
export function isFinnishIban(iban: string): boolean {
  const country = normaliseIban(iban).slice(0, 2);
  return country === "FI" || country === "AX";
}

/** A BIC: 8 or 11 capital letters or digits. */
export const BIC_PATTERN = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;
