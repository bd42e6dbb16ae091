import { expect, test } from "@playwright/test";
import { PHONE_TENANT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextCode } from "../support/mailbox.ts";

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("Pekka signs in with his phone: SMS code, bank identification, contact details", async ({
  page,
  request,
}) => {
  await page.goto("/kirjaudu");
  await page.getByRole("link", { name: t("fi", "auth:login.phoneLink") }).click();
  await expect(page).toHaveURL(/\/kirjaudu\/puhelin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "phone-sign-in:title"));
  await expectNoAxeViolations(page);

  const before = await lastMessageId(request, PHONE_TENANT.phone);
  await page.getByLabel(t("fi", "phone-sign-in:number.label"), { exact: true }).fill("040 555 7788");
  await page.getByRole("button", { name: t("fi", "phone-sign-in:number.submit") }).click();
  await expect(page.getByRole("heading", { name: t("fi", "phone-sign-in:code.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  const code = await nextCode(request, PHONE_TENANT.phone, before);
  await page.getByLabel(t("fi", "common:code.label")).fill(code);
  await page.getByRole("button", { name: t("fi", "phone-sign-in:code.submit") }).click();

  await identifyAs(page, "Pekka Puhelin");
  await expect(page).toHaveURL(/\/kirjaudu\/puhelin\?.*registerSessionId=/);
  await expect(page.getByRole("heading", { name: t("fi", "phone-sign-in:contact.title") })).toBeVisible();
  await expect(page.getByLabel(t("fi", "phone-sign-in:number.label"), { exact: true })).not.toHaveValue("");
  await expectNoAxeViolations(page);
  await page.getByLabel("Sähköpostiosoite", { exact: true }).fill(PHONE_TENANT.email);
  await page.getByRole("button", { name: t("fi", "phone-sign-in:contact.submit") }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pekka");
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).not.toBeNull();
});

test("an unknown number is told to contact customer service", async ({ page }) => {
  await page.goto("/kirjaudu/puhelin");
  await page.getByLabel(t("fi", "phone-sign-in:number.label"), { exact: true }).fill("040 000 0001");
  await page.getByRole("button", { name: t("fi", "phone-sign-in:number.submit") }).click();
  await expect(page.getByText(t("fi", "phone-sign-in:errors.USER_NOT_FOUND"))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a failed identification can be tried again", async ({ page }) => {
  await page.goto("/kirjaudu/puhelin?error=IDENTIFICATION_FAILED");
  await expect(page.getByText(t("fi", "phone-sign-in:errors.IDENTIFICATION_FAILED"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "phone-sign-in:failed.restart") }).click();
  await expect(page.getByRole("heading", { name: t("fi", "phone-sign-in:number.title") })).toBeFocused();
});
