import { expect, test } from "@playwright/test";
import { PASSWORD, FORGETFUL, signIn } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextCode, nextMessage } from "../support/mailbox.ts";

const OTHER_PASSWORD = "Uusi!Salasana42";

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("a forgotten password is reset with the mailed code; the old session ends", async ({
  page,
  browser,
  request,
}) => {
  // A retry after a failed first try finds the password that try set, and resets it back.
  const signedIn = await request.post("/api/login", { data: { username: FORGETFUL, password: PASSWORD } });
  const [OLD_PASSWORD, NEW_PASSWORD] = signedIn.ok()
    ? [PASSWORD, OTHER_PASSWORD]
    : [OTHER_PASSWORD, PASSWORD];
  // Another device is signed in with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, FORGETFUL, OLD_PASSWORD);
  await expect(otherPage).toHaveURL(/\/$/);

  await page.goto("/kirjaudu");
  await page.getByRole("link", { name: t("fi", "common:account.forgotPassword") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "password-reset:title"));
  await expectNoAxeViolations(page);
  const before = await lastMessageId(request, FORGETFUL);
  await page.getByLabel("Sähköpostiosoite", { exact: true }).fill(FORGETFUL);
  await page.getByRole("button", { name: t("fi", "password-reset:email.submit") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "password-reset:reset.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  const code = await nextCode(request, FORGETFUL, before);

  // Enter in the code field moves on instead of sending a half-filled form.
  const codeField = page.getByLabel(t("fi", "common:code.label"));
  await codeField.fill(code);
  await codeField.press("Enter");
  await expect(page.getByLabel(t("fi", "common:password.new"), { exact: true })).toBeFocused();
  await expect(page.getByText(t("fi", "validation:passwordTooShort.default"))).toHaveCount(0);

  await page.getByLabel(t("fi", "common:password.new"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t("fi", "common:password.confirmation"), { exact: true }).fill(NEW_PASSWORD);
  const changedBefore = await lastMessageId(request, FORGETFUL);
  await page.getByRole("button", { name: t("fi", "password-reset:reset.submit") }).click();
  await expect(page.getByRole("heading", { name: t("fi", "password-reset:done.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  // The tenant is told by email that the password changed.
  await nextMessage(request, FORGETFUL, changedBefore);

  // The other device's session has ended.
  await otherPage.goto("/omat-tiedot");
  await expect(otherPage).toHaveURL(/\/kirjaudu/);
  await other.close();

  // The sign-in comes with the email the code went to (WCAG 3.3.7).
  await page.getByRole("link", { name: t("fi", "password-reset:done.signIn") }).click();
  await expect(page.getByLabel("Sähköpostiosoite", { exact: true })).toHaveValue(FORGETFUL);

  // The old password no longer works; the new one does.
  await signIn(page, FORGETFUL, OLD_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(t("fi", "auth:errors.INCORRECT_CREDENTIALS"));
  await signIn(page, FORGETFUL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // This tenant has a protection order: the profile says so.
  await page.goto("/omat-tiedot");
  await expect(page.getByText(t("fi", "profile:protectionOrder.text"))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a wrong code is refused with its own message", async ({ page }) => {
  await page.goto("/unohtunut-salasana");
  await page.getByLabel("Sähköpostiosoite", { exact: true }).fill("ei.ole.olemassa@example.fi");
  await page.getByRole("button", { name: t("fi", "password-reset:email.submit") }).click();
  await page.getByLabel(t("fi", "common:code.label")).fill("123456");
  await page.getByLabel(t("fi", "common:password.new"), { exact: true }).fill(OTHER_PASSWORD);
  await page.getByLabel(t("fi", "common:password.confirmation"), { exact: true }).fill(OTHER_PASSWORD);
  await page.getByRole("button", { name: t("fi", "password-reset:reset.submit") }).click();
  await expect(page.getByText(t("fi", "common:codeErrors.InvalidCode"))).toBeVisible();
  await expectNoAxeViolations(page);
});
