import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { BOOKINGS_PATH } from "./calendar.ts";

test.describe.configure({ timeout: 90_000 });

/** The last day of this month in Helsinki, D.M.YYYY: the day a weekly turn given up now ends. */
function endOfThisMonth(): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${last}.${m}.${y}`;
}

test("the private calendar address: made, copied, replaced so the old one stops, removed", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await startSessionAs(page, AINO);
  await page.goto(BOOKINGS_PATH);
  const section = page.getByRole("region", { name: t("fi", "bookings:feed.title") });
  await section.getByRole("button", { name: t("fi", "bookings:feed.create") }).click();
  const address = section.getByLabel(t("fi", "bookings:feed.address"), { exact: true });
  await expect(address).toHaveValue(/\/api\/bookings\/feed\/.+\.ics$/);
  const first = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(200);
  await expect(section).toContainText(t("fi", "bookings:feed.howIphone"));
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: new RegExp(`^${t("fi", "bookings:feed.copy")}`) }).click();
  await expect(page.getByRole("status")).toContainText(t("fi", "bookings:feed.copied"));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await section.getByRole("button", { name: t("fi", "bookings:feed.rotate") }).click();
  const rotate = page.getByRole("dialog", { name: t("fi", "bookings:feed.rotateTitle") });
  await expect(rotate).toContainText(t("fi", "bookings:feed.rotateText"));
  await expectNoAxeViolations(page);
  await rotate.getByRole("button", { name: t("fi", "bookings:feed.rotateConfirm") }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(first)).status(), "the old address").toBe(404);
  expect((await page.request.get(second)).status(), "the new address").toBe(200);

  await section.getByRole("button", { name: t("fi", "bookings:feed.revoke") }).click();
  const revoke = page.getByRole("dialog", { name: t("fi", "bookings:feed.revokeTitle") });
  await revoke.getByRole("button", { name: t("fi", "bookings:feed.revokeConfirm") }).click();
  await expect(section.getByRole("button", { name: t("fi", "bookings:feed.create") })).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test("Aino's weekly sauna turn with its fee; giving it up says the last day", async ({ page }) => {
  await startSessionAs(page, AINO);
  await page.goto(BOOKINGS_PATH);
  const section = page.getByRole("region", { name: t("fi", "bookings:turns.title") });
  await expect(section).toContainText("Talosauna: torstai klo 19.00");
  await expect(section).toContainText(/12,00\s€ kuukaudessa/);
  await expect(section).toContainText(t("fi", "bookings:turns.takeTitle", { resource: "Talosauna" }));
  await expectNoAxeViolations(page);

  const giveUp = section.getByRole("button", { name: new RegExp(`^${t("fi", "bookings:turns.giveUp")}`) });
  await giveUp.click();
  const dialog = page.getByRole("dialog", { name: t("fi", "bookings:turns.giveUpTitle") });
  await expect(dialog).toContainText(t("fi", "bookings:turns.giveUpText", { date: endOfThisMonth() }));
  await expectNoAxeViolations(page);
  // She keeps it: the other journeys and her bills count on the turn.
  await dialog.getByRole("button", { name: t("fi", "bookings:turns.keep") }).click();
  await expect(dialog).toBeHidden();
  await expect(giveUp).toBeFocused();
});
