import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { dayAhead, notThursday, openDay, releaseOwnSlots, slot } from "./calendar.ts";

// Each test here books its own day and hour, so tests running side by side never meet.

// Whole journeys on a shared machine: more time than a single page check.
test.describe.configure({ timeout: 90_000 });

test("Aino books a sauna slot in two taps, sees it on the home card and cancels it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await startSessionAs(page, AINO);
  const days = notThursday(8);
  const day = dayAhead(days);
  await releaseOwnSlots(page.request, session, day.iso, ["15.00"]);
  const column = await openDay(page, days);
  await expect(page.getByRole("heading", { level: 2, name: "Talosauna" })).toBeVisible();
  await expect(page.getByText(/14 päivää|14 days/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const free = column.getByRole("button", { name: `${day.heading} klo 15.00–16.00, Vapaa` });
  await free.click();
  const dialog = page.getByRole("dialog", { name: t("fi", "bookings:book.title") });
  await expect(dialog).toContainText(`klo 15.00–16.00`);
  await expect(dialog).toContainText(day.shown);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: t("fi", "bookings:book.confirm"), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText("Vuoro on varattu");
  const own = column.getByRole("button", { name: `${day.heading} klo 15.00–16.00, Oma varaus` });
  await expect(own).toBeVisible();
  await expect(own).toBeFocused();
  const upcoming = page.getByRole("region", { name: t("fi", "bookings:list.upcoming") });
  await expect(upcoming).toContainText(`${day.shown} klo 15.00–16.00`);
  await expectNoAxeViolations(page);

  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:bookingsCard.title") });
  await expect(card).toContainText("Talosauna");
  await expect(card).toContainText(`${day.shown} klo 15.00–16.00`);
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: t("fi", "home:bookingsCard.all") }).click();

  const again = await openDay(page, days);
  await again.getByRole("button", { name: `${day.heading} klo 15.00–16.00, Oma varaus` }).click();
  const question = page.getByRole("dialog", { name: t("fi", "bookings:cancel.title") });
  // Days ahead: cancelling frees the turn and does not count.
  await expect(question).toContainText(t("fi", "bookings:cancel.free"));
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: t("fi", "bookings:cancel.confirm") }).click();
  await expect(page.getByRole("status")).toContainText(t("fi", "bookings:cancel.done"));
  await expect(slot(again, "15.00–16.00")).toHaveAttribute("data-state", "free");
  // The cancelled booking stays among the upcoming ones until its slot, marked, with nothing to do
  // (an earlier try's cancelled booking of the same slot may be listed too).
  const cancelled = upcoming.getByRole("listitem").filter({ hasText: `${day.shown} klo 15.00–16.00` });
  await expect(cancelled.last()).toContainText(t("fi", "bookings:list.cancelled"));
  await expect(cancelled.getByRole("button")).toHaveCount(0);
  const past = page.getByRole("region", { name: t("fi", "bookings:list.past") });
  await expect(past).not.toContainText(`${day.shown} klo 15.00–16.00`);
  await expect(past.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("booking with the keyboard alone, focus back on the slot", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await startSessionAs(page, AINO);
  const days = notThursday(10);
  const day = dayAhead(days);
  await releaseOwnSlots(page.request, session, day.iso, ["14.00"]);
  const column = await openDay(page, days);
  const free = column.getByRole("button", { name: `${day.heading} klo 14.00–15.00, Vapaa` });
  await page.getByRole("heading", { level: 2, name: "Talosauna" }).click();
  for (let i = 0; i < 120 && !(await free.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(free).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: t("fi", "bookings:book.title") });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(
    dialog.getByRole("button", { name: t("fi", "bookings:book.confirm"), exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Vuoro on varattu");
  const own = column.getByRole("button", { name: `${day.heading} klo 14.00–15.00, Oma varaus` });
  await expect(own).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape leaves the booking as it was and brings the focus back.
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: t("fi", "bookings:cancel.title") });
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(own).toBeFocused();
  // Each key waits for what the previous one opened: the dialog first, then its confirm button.
  await page.keyboard.press("Enter");
  await expect(question).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: t("fi", "bookings:cancel.confirm") })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(page.getByRole("status")).toContainText(t("fi", "bookings:cancel.done"));
  await expect(slot(column, "14.00–15.00")).toHaveAttribute("data-state", "free");
});

test("the booking goes to the tenant's own calendar as an .ics file", async ({ page }) => {
  await startSessionAs(page, AINO);
  await page.goto("/asuminen/varaukset");
  // Aino's laundry booking in two days comes from the demo data.
  const upcoming = page.getByRole("region", { name: t("fi", "bookings:list.upcoming") });
  const item = upcoming.getByRole("listitem").filter({ hasText: "Pesutupa" }).first();
  await expect(item).toContainText(dayAhead(2).shown);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await item.getByRole("button", { name: new RegExp(`^${t("fi", "bookings:list.addToCalendar")}`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("varaus.ics");
  const { readFile } = await import("node:fs/promises");
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("BEGIN:VEVENT");
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});
