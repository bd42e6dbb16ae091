import { eurosToCents } from "@portal/schemas/billing.rules";

const money = new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" });
const area = new Intl.NumberFormat("fi-FI", { maximumFractionDigits: 1 });
const time = new Intl.DateTimeFormat("fi-FI", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Europe/Helsinki",
});

/** 'YYYY-MM-DD' → 'D.M.YYYY'. Parsed by hand so that no time zone can move the day. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** Integer cents → '1 234,50 €' (Finnish locale, with the non-breaking spaces it uses). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** Euros as the API's `amountEuros` fields carry them (at most two decimals) → '1 234,50 €'. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
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

/** A month as a heading: 'Huhtikuu 2025' (Finnish month names are written in lower case mid-sentence). */
export function formatMonthTitle(year: number, month: number, language: string): string {
  const text = formatMonth(year, month, language);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** m² with at most one decimal: 52.5 → '52,5 m²'. */
export function formatArea(squareMetres: number): string {
  return `${area.format(squareMetres)}\u00a0m²`;
}

/** Clock time in Helsinki as HH.mm. */
export function formatTime(date: Date): string {
  return time.format(date).replace(":", ".");
}

/** 'YYYY-MM-DD' → 'D.M.' (a day in a week's heading, where the year is plain from the context). */
export function formatDayMonth(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])}.${Number(match[2])}.`;
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
  const text = format.format(new Date(`${iso}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A time of day 'HH:MM' as the portal writes times: '19.00'. */
export function formatClock(time: string): string {
  return time.replace(":", ".");
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
