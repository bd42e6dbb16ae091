import { expect, type Locator, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";

export const BOOKINGS_PATH = "/asuminen/varaukset";

type Lang = "fi" | "en";

/** A day some days from today in Helsinki: its ISO date, its heading in the calendar, its D.M.YYYY. */
export function dayAhead(days: number, lang: Lang = "fi") {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(date);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  const weekday = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "fi-FI", {
    weekday: "long",
    timeZone: "UTC",
  }).format(noon);
  const heading = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${d}.${m}.`;
  return { iso, heading, shown: `${d}.${m}.${y}`, isoWeekday: ((noon.getUTCDay() + 6) % 7) + 1 };
}

/** How many weeks (Monday to Sunday) after this one the day `days` from today lies in. */
function weeksAhead(days: number): number {
  const today = dayAhead(0);
  return Math.floor((today.isoWeekday - 1 + days) / 7);
}

/** Days from today whose weekday is not Thursday (Aino's weekly turn is Thursdays at 19). */
export function notThursday(days: number): number {
  return dayAhead(days).isoWeekday === 4 ? days + 1 : days;
}

/** Opens the page on the sauna and moves week by week until the day's column is in the page. */
export async function openDay(page: Page, days: number, lang: Lang = "fi"): Promise<Locator> {
  const day = dayAhead(days, lang);
  await page.goto(BOOKINGS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "bookings:title"));
  const column = page.getByRole("region", { name: day.heading, exact: true });
  const next = page.getByRole("button", { name: t(lang, "bookings:week.next") });
  await expect(page.locator("[data-state]").first()).toBeVisible();
  // Exactly as many weeks on as the day lies ahead: counting rendered columns after each answer
  // could run ahead of React and step past the week.
  for (let week = 0; week < weeksAhead(days); week += 1) {
    const loaded = page.waitForResponse((res) => res.url().includes("/week?start=") && res.ok());
    await next.click();
    await loaded;
  }
  await expect(column).toBeAttached();
  return column;
}

/** A slot of a day column by its time ('15.00–16.00'), whatever its state. */
export function slot(column: Locator, time: string): Locator {
  return column.locator("[data-state]").filter({ hasText: time });
}
