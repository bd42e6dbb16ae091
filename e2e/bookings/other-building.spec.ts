import { expect, test } from "@playwright/test";
import { PROTECTED } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { dayAhead, openDay, releaseOwnSlots } from "./calendar.ts";

test.describe.configure({ timeout: 90_000 });

// Sanna lives in another building with its own sauna, laundry and drying room, and has no bookings.

test("an empty home card, and the drying room's quota of one said in plain words", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await startSessionAs(page, PROTECTED);
  const days = 5;
  const day = dayAhead(days);
  await releaseOwnSlots(page.request, session, day.iso, ["07.00", "10.00"]);
  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:bookingsCard.title") });
  await expect(card).toContainText(t("fi", "home:bookingsCard.empty"));
  await expectNoAxeViolations(page);

  await openDay(page, 0);
  await expect(page.getByRole("region", { name: t("fi", "bookings:list.upcoming") })).toContainText(
    t("fi", "bookings:list.empty.upcoming"),
  );
  await page.getByRole("button", { name: "Kuivaushuone" }).click();
  await expect(page.getByRole("button", { name: "Kuivaushuone" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Kuivaushuone" })).toBeVisible();
  await expect(page.locator("[data-state]").first()).toBeVisible();
  const column = await (async () => {
    const region = page.getByRole("region", { name: day.heading, exact: true });
    if (!(await region.count())) {
      const loaded = page.waitForResponse((res) => res.url().includes("/week?start=") && res.ok());
      await page.getByRole("button", { name: t("fi", "bookings:week.next") }).click();
      await loaded;
    }
    return region;
  })();
  const book = async (time: string) => {
    await column.getByRole("button", { name: `${day.heading} klo ${time}, Vapaa` }).click();
    await page.getByRole("button", { name: t("fi", "bookings:book.confirm"), exact: true }).click();
  };
  await book("07.00–10.00");
  await expect(
    column.getByRole("button", { name: `${day.heading} klo 07.00–10.00, Oma varaus` }),
  ).toBeVisible();
  await book("10.00–13.00");
  await expect(page.getByRole("alert")).toContainText(
    t("fi", "bookings:errors.QUOTA_EXCEEDED", { quota: "1" }),
  );
  await expect(column.getByRole("button", { name: `${day.heading} klo 10.00–13.00, Vapaa` })).toBeVisible();
  await expectNoAxeViolations(page);

  await column.getByRole("button", { name: `${day.heading} klo 07.00–10.00, Oma varaus` }).click();
  await page.getByRole("button", { name: t("fi", "bookings:cancel.confirm") }).click();
  await expect(page.getByRole("status")).toContainText(t("fi", "bookings:cancel.done"));
});
