import { expect, test } from "@playwright/test";
import { finnishDate, MOVED_OUT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { BOOKINGS_PATH } from "../bookings/calendar.ts";

// Matti's lease ended 10 days ago: he may still sign in for 30 days from the end, to read, pay and
// write to customer service, but acts on the building and the apartment are gone from the pages.
const ended = finnishDate(-10);
const signInUntil = finnishDate(20);

// Several pages and an axe check on each, on a shared machine: more time than a single page check.
test.describe.configure({ timeout: 90_000 });

for (const lang of ["fi", "en"] as const) {
  test(`the home page of a tenant who moved out says when the lease ended and what remains (${lang})`, async ({
    page,
  }) => {
    await startSessionAs(page, MOVED_OUT, lang);
    await page.goto("/");
    const card = page.getByRole("region", { name: t(lang, "home:leaseEnded.title"), exact: true });
    await expect(card).toContainText(t(lang, "home:leaseEnded.ended", { date: ended }));
    await expect(card).toContainText(t(lang, "home:leaseEnded.access", { date: signInUntil }));
    await expect(card.getByRole("heading", { name: t(lang, "home:leaseEnded.billTitle") })).toBeVisible();
    // Matti's bills are paid, and his deposit was paid in money.
    await expect(card).toContainText(t(lang, "home:leaseEnded.billPaid"));
    await expect(card.getByRole("heading", { name: t(lang, "home:leaseEnded.depositTitle") })).toBeVisible();
    await expect(card).toContainText(t(lang, "home:leaseEnded.depositMoney").split("{{amount}}")[1]!);
    await expect(card.getByRole("link", { name: t(lang, "home:leaseEnded.write") })).toBeVisible();
    const home = page.getByRole("region", { name: t(lang, "home:home.title"), exact: true });
    await expect(
      home.getByRole("term").filter({ hasText: t(lang, "home:home.contractEnded") }),
    ).toBeVisible();
    await expect(home.getByRole("definition").filter({ hasText: ended })).toBeVisible();
    const links = page.getByRole("region", { name: t(lang, "home:quickLinks.title") });
    await expect(links.getByRole("link", { name: t(lang, "home:quickLinks.billing") })).toBeVisible();
    await expect(links.getByRole("link", { name: t(lang, "home:quickLinks.fault") })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("the bookings page of a tenant who moved out explains why nothing can be booked", async ({ page }) => {
  await startSessionAs(page, MOVED_OUT);
  await page.goto(BOOKINGS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "bookings:title"));
  await expect(page.getByRole("status").filter({ hasText: ended })).toContainText(
    t("fi", "bookings:leaseEnd.ended", { date: ended }),
  );
  // Next week: every slot says it lies after the lease, and none is a button.
  const next = page.getByRole("button", { name: t("fi", "bookings:week.next") });
  const loaded = page.waitForResponse((res) => res.url().includes("/week?start=") && res.ok());
  await next.click();
  await loaded;
  const slots = page.locator("[data-state]");
  await expect(slots.first()).toHaveAttribute("data-state", "afterLeaseEnd");
  const states = await slots.evaluateAll((all) => [
    ...new Set(all.map((el) => el.getAttribute("data-state"))),
  ]);
  expect(states).toEqual(["afterLeaseEnd"]);
  await expect(page.locator("button[data-state]")).toHaveCount(0);
  await expect(slots.first()).toContainText(t("fi", "bookings:state.afterLeaseEnd"));
  // No weekly turn to take and no calendar address to make, each with its reason.
  await expect(page.getByRole("button", { name: t("fi", "bookings:turns.take") })).toHaveCount(0);
  await expect(page.getByText(t("fi", "bookings:turns.ended"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("fi", "bookings:feed.create") })).toHaveCount(0);
  const feed = page.getByRole("region", { name: t("fi", "bookings:feed.title") });
  await expect(feed).toContainText(t("fi", "bookings:feed.ended"));
  await expectNoAxeViolations(page);
});

test("the fault report pages of a tenant who moved out send them to customer service instead", async ({
  page,
}) => {
  await startSessionAs(page, MOVED_OUT, "en");
  await page.goto("/asuminen/vikailmoitus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "faults:title"));
  await expect(page.getByText(t("en", "faults:ended", { date: ended }))).toBeVisible();
  await expect(page.getByRole("link", { name: t("en", "faults:new") })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The form's own address explains the same, and the way on works from the keyboard.
  await page.goto("/asuminen/vikailmoitus/uusi");
  await expect(page.getByText(t("en", "faults:ended", { date: ended }))).toBeVisible();
  await expect(page.getByRole("button", { name: t("en", "faults:form.submit") })).toHaveCount(0);
  const write = page.getByRole("link", { name: t("en", "faults:endedLink") });
  await write.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ota-yhteytta\/viesti$/);
  await expectNoAxeViolations(page);
});
