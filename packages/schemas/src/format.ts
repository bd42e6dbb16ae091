// The one way the portal writes numbers, money, dates, times, phone numbers and bank references,
// on every page and in every mail, in both languages: 1 234,50 €, D.M.YYYY, HH.mm,
// +358 20 555 0100, reference numbers in groups of five from the right, RF references and IBANs in
// groups of four. Finnish conventions hold in English too, as on Finnish bills and bank pages.
//
// Numbers use the Finnish locale's separators: a non-breaking space between thousands and before
// the unit, so an amount never breaks across lines.
import { eurosToCents } from "./billing.rules.ts";

const HELSINKI = "Europe/Helsinki";

const money = new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" });
const area = new Intl.NumberFormat("fi-FI", { maximumFractionDigits: 1 });
const clock = new Intl.DateTimeFormat("fi-FI", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: HELSINKI,
});
const helsinkiDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: HELSINKI,
});

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → 'D.M.YYYY'. Parsed by hand so that no time zone can move the day. */
export function formatDate(iso: string): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** 'YYYY-MM-DD' → 'D.M.' (a day in a week's heading, where the year is plain from the context). */
export function formatDayMonth(iso: string): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])}.${Number(match[2])}.`;
}

/** Integer cents → '1 234,50 €' (Finnish locale, with the non-breaking spaces it uses). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** Euros as the API's `amountEuros` fields carry them (at most two decimals) → '1 234,50 €'. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A plain number with the Finnish separators: 1234.5 → '1 234,5'; `decimals` fixes or caps the decimals. */
export function formatNumber(value: number, decimals?: { min?: number; max?: number }): string {
  const min = decimals?.min ?? 0;
  const max = Math.max(min, decimals?.max ?? 3);
  const key = `${min}-${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("fi-FI", { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** m² with at most one decimal: 52.5 → '52,5 m²'. */
export function formatArea(squareMetres: number): string {
  return `${area.format(squareMetres)}\u00a0m²`;
}

/** Clock time in Helsinki as HH.mm. */
export function formatTime(date: Date): string {
  const parts = clock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}.${part("minute")}`;
}

/** A moment (a Date or an ISO time from the API) as its day in Helsinki, D.M.YYYY; '' when invalid. */
export function formatInstantDate(at: string | Date): string {
  const date = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return typeof at === "string" ? at : "";
  const [y, m, d] = helsinkiDay.format(date).split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** A moment (a Date or an ISO time) as its clock time in Helsinki, HH.mm; '' when invalid. */
export function formatInstantTime(at: string | Date): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? "" : formatTime(date);
}

/** A time of day 'HH:MM' as the portal writes times: '19.00'. */
export function formatClock(time: string): string {
  return time.replace(":", ".");
}

/** Minutes from midnight as a time of day: 840 → '14.00'. */
export function formatMinuteOfDay(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minute / 60))}.${pad(minute % 60)}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar month by name in the page's language: 'huhtikuu 2025', 'April 2025'; `short`: 'huhti'. */
export function formatMonth(year: number, month: number, language: string, style: "long" | "short" = "long") {
  const key = `${language}-${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "fi-FI", {
      month: style,
      ...(style === "long" ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    monthFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, 15)));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A month as a heading: 'Huhtikuu 2025' (Finnish month names are written in lower case mid-sentence). */
export function formatMonthTitle(year: number, month: number, language: string): string {
  return capitalise(formatMonth(year, month, language));
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday of a 'YYYY-MM-DD' day in the page's language, capitalised: 'Torstai', 'Thursday'. */
export function formatWeekday(iso: string, language: string): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "fi-FI", {
      weekday: "long",
      timeZone: "UTC",
    });
    weekdayFormats.set(language, format);
  }
  return capitalise(format.format(new Date(`${iso}T12:00:00Z`)));
}

/** Groups of `size` from the left: 'FI21 1234 5600 0007 85'. */
function groupFromLeft(value: string, size: number): string {
  return value.replace(new RegExp(`(.{${size}})(?=.)`, "g"), "$1 ");
}

/** Groups of `size` from the right: '12 34561'. */
function groupFromRight(value: string, size: number): string {
  const groups: string[] = [];
  for (let end = value.length; end > 0; end -= size)
    groups.unshift(value.slice(Math.max(0, end - size), end));
  return groups.join(" ");
}

/**
 * A bank reference for reading, as printed on bills: a Finnish reference number in groups of five
 * from the right ('12 34561'), an RF creditor reference in groups of four ('RF18 5390 0754 7034').
 * Anything else comes back as given.
 */
export function formatReference(reference: string): string {
  const compact = reference.replace(/\s/g, "").toUpperCase();
  if (/^RF\d{2}[0-9A-Z]+$/.test(compact)) return groupFromLeft(compact, 4);
  if (/^\d+$/.test(compact)) return groupFromRight(compact, 5);
  return reference;
}

/** An IBAN for reading: groups of four from the left ('FI21 1234 5600 0007 85'). */
export function formatIban(iban: string): string {
  return groupFromLeft(iban.replace(/\s/g, "").toUpperCase(), 4);
}

/**
 * The length of the area or operator code of a Finnish number without its leading 0:
 * service numbers 0100, 0200, 0300, 0600, 0700 and 0800 take three digits; mobile numbers
 * (040–046, 049, 050), the national numbers 020, 029, 07x and the areas 013–019 take two;
 * the old areas 02, 03, 05, 06, 08 and 09 (Helsinki) one.
 */
function areaCodeLength(national: string): number {
  if (/^[1-8]00/.test(national)) return 3;
  if (/^(1[3-9]|2[09]|4\d|50|7\d)/.test(national)) return 2;
  return 1;
}

/** A subscriber number in groups of three or four: '555 0100', '1234 5678', '123 456 789'. */
function groupSubscriber(digits: string): string {
  if (digits.length <= 5) return digits;
  const count = Math.ceil(digits.length / 4);
  const base = Math.floor(digits.length / count);
  const longer = digits.length % count;
  const groups: string[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    // The longer groups go last: '123 4567'.
    const size = base + (i >= count - longer ? 1 : 0);
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(" ");
}

/**
 * A phone number for reading. Finnish numbers (written +358…, 00358… or 0…) come out in the
 * international form, grouped: '+358 40 123 4567', '+358 9 1234 5678', '+358 20 555 0100',
 * '+358 300 870 870'. Short numbers (112) and foreign or unreadable numbers come back as given,
 * their spaces tidied.
 */
export function formatPhone(phone: string): string {
  const tidy = phone.replace(/\s+/g, " ").trim();
  const compact = tidy.replace(/[\s\-().]/g, "");
  let national: string | null = null;
  if (/^\+358\d+$/.test(compact)) national = compact.slice(4);
  else if (/^00358\d+$/.test(compact)) national = compact.slice(5);
  else if (/^0\d+$/.test(compact)) national = compact.slice(1);
  if (national === null) return tidy;
  national = national.replace(/^0/, "");
  if (national.length < 5) return tidy;
  const code = areaCodeLength(national);
  return `+358 ${national.slice(0, code)} ${groupSubscriber(national.slice(code))}`;
}

/** A postal address as the two lines every page and print shows: the street (a second line after a comma), then postcode and city. */
export function formatAddressLines(address: {
  streetAddressLine1: string;
  streetAddressLine2: string | null;
  postalCode: string;
  city: string;
}): [street: string, postTown: string] {
  const street = [address.streetAddressLine1, address.streetAddressLine2].filter(Boolean).join(", ");
  return [street, `${address.postalCode} ${address.city}`];
}
