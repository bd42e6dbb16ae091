import { expect, test } from "@playwright/test";
import { VILLE, signIn } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextCode } from "../support/mailbox.ts";

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("Ville changes his phone, newsletter choice and email; the email takes effect after its code", async ({
  page,
  request,
}) => {
  const newEmail = "ville.uusi@example.fi";
  await signIn(page, VILLE);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/omat-tiedot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "profile:title"));
  const details = page.getByRole("region", { name: t("fi", "profile:details") });
  await expect(details).toContainText("Ville Vuokralainen");
  await expect(details).toContainText(VILLE);
  await expectNoAxeViolations(page);

  const form = page.getByRole("region", { name: t("fi", "profile:edit.title") });
  // Bad input is answered field by field.
  await form.getByLabel(t("fi", "profile:phone"), { exact: true }).fill("puhelin");
  await form.getByRole("button", { name: t("fi", "profile:edit.save") }).click();
  await expect(form.getByText(t("fi", "validation:phone.default"))).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(t("fi", "profile:phone"), { exact: true }).fill("050 123 4567");
  await form.getByLabel(t("fi", "profile:edit.newsletter")).check();
  await form.getByLabel(t("fi", "profile:email"), { exact: true }).fill(newEmail);
  const before = await lastMessageId(request, newEmail);
  await form.getByRole("button", { name: t("fi", "profile:edit.save") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "profile:emailCode.title") })).toBeFocused();
  await expect(page.getByText(t("fi", "profile:emailCode.text", { email: newEmail }))).toBeVisible();
  await expectNoAxeViolations(page);
  // Until the code is confirmed the old address stays.
  await expect(details).toContainText(VILLE);
  const code = await nextCode(request, newEmail, before);
  await page.getByLabel(t("fi", "common:code.label")).fill(code);
  await page.getByRole("button", { name: t("fi", "profile:emailCode.submit") }).click();

  await expect(page.getByText(t("fi", "profile:edit.emailChanged"))).toBeVisible();
  await expect(details).toContainText(newEmail);
  await expect(details).toContainText(t("fi", "profile:newsletterYes"));
  await expectNoAxeViolations(page);

  // The new address is the username from now on.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/$/);
});
