// The one way the portal writes numbers, money, dates, times, phone numbers and bank references,
// on every page and in every mail, in every language: 1 234,50 €, D.M.YYYY, HH.mm,
// +358 20 555 0100, reference numbers in groups of five from the right, RF references and IBANs in
// groups of four. Finnish conventions hold in English too, as on Finnish bills and bank pages; Swedish
// as written in Finland (sv-FI) writes numbers, money, dates and times exactly as Finnish does.
//
// Numbers use the Finnish locale's separators: a non-breaking space between thousands and before
// the unit, so an amount never breaks across lines. Names of months and weekdays come from the
// language's own locale (LOCALES).
//
// Phone numbers, bank references and moments in Helsinki time have modules of their own, so that pages which show none carry
// none of their code; they are exported from here too.
import { eurosToCents } from "./billing.rules.ts";
import type { Language } from "./common.ts";

export * from "./format.phone.ts";
export * from "./format.reference.ts";
export * from "./format.time.ts";

/** Each language's locale for the names of months and weekdays: Swedish as written in Finland. */
export const LOCALES: Record<Language, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

const localeOf = (language: string) => LOCALES[language as Language] ?? LOCALES.fi;

const money = /* @__PURE__ */ new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" });
const area = /* @__PURE__ */ new Intl.NumberFormat("fi-FI", { maximumFractionDigits: 1 });

/** Integer cents → '1 234,50 €' (Finnish locale, with the non-breaking spaces it uses). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** Euros as the API's `amountEuros` fields carry them (at most two decimals) → '1 234,50 €'. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
}

/** A plain number with the Finnish separators: 1234.5 → '1 234,5'; `decimals` fixes or caps the decimals (0 to 3 by default). */
export function formatNumber(value: number, decimals?: { min?: number; max?: number }): string {
  const min = decimals?.min ?? 0;
  return new Intl.NumberFormat("fi-FI", {
    minimumFractionDigits: min,
    maximumFractionDigits: Math.max(min, decimals?.max ?? 3),
  }).format(value);
}

/** m² with at most one decimal: 52.5 → '52,5 m²'. */
export function formatArea(squareMetres: number): string {
  return `${area.format(squareMetres)}\u00a0m²`;
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

const monthFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

/** A calendar month by name in the page's language: 'huhtikuu 2025', 'april 2025', 'April 2025'; `short`: 'huhti'. */
export function formatMonth(year: number, month: number, language: string, style: "long" | "short" = "long") {
  const key = `${language}-${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
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

const weekdayFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

/** The weekday of a 'YYYY-MM-DD' day in the page's language, capitalised: 'Torstai', 'Torsdag', 'Thursday'. */
export function formatWeekday(iso: string, language: string): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: "long",
      timeZone: "UTC",
    });
    weekdayFormats.set(language, format);
  }
  return capitalise(format.format(new Date(`${iso}T12:00:00Z`)));
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
