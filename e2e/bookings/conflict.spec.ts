import { expect, test } from "@playwright/test";
import { AINO, PHONE_TENANT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiSession, startSessionAs } from "../support/sessionAs.ts";
import { dayAhead, notThursday, openDay, releaseOwnSlots, slot } from "./calendar.ts";

// Whole journeys on a shared machine: more time than a single page check.
test.describe.configure({ timeout: 90_000 });

test("a slot a neighbour just took: the friendly conflict and a fresh week", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const days = notThursday(9);
  const day = dayAhead(days);
  const name = (state: string) => `${day.heading} klo 16.00–17.00, ${state}`;
  // A retry starts from the free slot, whatever the first try left behind.
  await releaseOwnSlots(page.request, await apiSession(page.request, AINO), day.iso, ["16.00"]);

  // Pekka has the week open with the slot still free…
  await startSessionAs(page, PHONE_TENANT.email);
  const column = await openDay(page, days);
  await expect(column.getByRole("button", { name: name("Vapaa") })).toBeVisible();

  // …while Aino, who lives in the same building, books it in her own browser.
  const ainoContext = await browser.newContext({ locale: "fi-FI", timezoneId: "Europe/Helsinki" });
  const aino = await ainoContext.newPage();
  await aino.setViewportSize({ width: 1280, height: 900 });
  const ainoSession = await startSessionAs(aino, AINO);
  const hers = await openDay(aino, days);
  await hers.getByRole("button", { name: name("Vapaa") }).click();
  await aino.getByRole("button", { name: t("fi", "bookings:book.confirm"), exact: true }).click();
  await expect(hers.getByRole("button", { name: name("Oma varaus") })).toBeVisible();
  await ainoContext.close();

  await column.getByRole("button", { name: name("Vapaa") }).click();
  await page.getByRole("button", { name: t("fi", "bookings:book.confirm"), exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Vuoro ehdittiin juuri varata. Valitse toinen aika.");
  await expect(slot(column, "16.00–17.00")).toHaveAttribute("data-state", "taken");
  await expect(slot(column, "16.00–17.00")).toContainText("Varattu");
  // The slot is text now, so the keyboard waits at the week's heading.
  await expect(page.getByRole("heading", { level: 2, name: /^Viikko/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // Aino's booking goes, so that her quota is free for the other journeys.
  await releaseOwnSlots(page.request, ainoSession, day.iso, ["16.00"]);
});

test("the calendar in English, and on a phone one day at a time", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await startSessionAs(page, AINO, "en");
  const days = notThursday(11);
  const day = dayAhead(days, "en");
  await releaseOwnSlots(page.request, session, day.iso, ["21.00"]);
  const column = await openDay(page, days, "en");
  const calendar = page.getByRole("region", { name: "Building sauna" });
  await calendar.screenshot({ path: testInfo.outputPath("calendar-1280.png") });
  await expectNoAxeViolations(page);

  await column.getByRole("button", { name: `${day.heading} 21.00–22.00, Free` }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "bookings:book.title") });
  await dialog.getByRole("button", { name: t("en", "bookings:book.confirm"), exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Booked:");
  const own = column.getByRole("button", { name: `${day.heading} 21.00–22.00, Your booking` });
  await expect(own).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the same day is shown alone, with buttons to the days beside it.
  await page.setViewportSize({ width: 375, height: 800 });
  const nextDay = page.getByRole("button", { name: t("en", "bookings:week.nextDay") });
  await expect(nextDay).toBeVisible();
  for (let i = 0; i < 6 && !(await own.isVisible()); i += 1) await nextDay.click();
  await expect(own).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, "nothing wider than the phone").toBe(false);
  await calendar.screenshot({ path: testInfo.outputPath("calendar-375.png") });
  await expectNoAxeViolations(page);

  await own.click();
  const question = page.getByRole("dialog", { name: t("en", "bookings:cancel.title") });
  await question.getByRole("button", { name: t("en", "bookings:cancel.confirm") }).click();
  await expect(page.getByRole("status")).toContainText(t("en", "bookings:cancel.done"));
  await expect(slot(column, "21.00–22.00")).toHaveAttribute("data-state", "free");
  await expectNoAxeViolations(page);
});
