import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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

/**
 * Cancels the tenant's own active bookings that start on the day (YYYY-MM-DD) at the given local
 * times ('16.00'), through the API. A journey calls it first, so that a retry after a failure
 * midway starts from the free slot the journey expects, not from the booking its first try left.
 */
export async function releaseOwnSlots(
  request: APIRequestContext,
  sessionId: string,
  iso: string,
  times: string[],
) {
  const headers = { authorization: `Bearer ${sessionId}` };
  const res = await request.get("/api/bookings?scope=upcoming", { headers });
  expect(res.status(), "the tenant's upcoming bookings").toBe(200);
  const { bookings } = (await res.json()) as { bookings: { id: string; start: string; status: string }[] };
  const local = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Helsinki",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const b of bookings) {
    if (b.status !== "active") continue;
    const parts = Object.fromEntries(local.formatToParts(new Date(b.start)).map((p) => [p.type, p.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` !== iso) continue;
    if (!times.includes(`${parts.hour}.${parts.minute}`)) continue;
    const cancelled = await request.delete(`/api/bookings/${b.id}`, { headers });
    expect(cancelled.status(), `cancelling the booking left at ${iso} ${parts.hour}.${parts.minute}`).toBe(
      200,
    );
  }
}
