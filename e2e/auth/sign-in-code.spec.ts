import { expect, test } from "@playwright/test";
import { PASSWORD, UNCONFIRMED } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextCode, nextMessage } from "../support/mailbox.ts";

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("an unconfirmed email gets the code step: cancel clears, resend tells, the code signs in where the tenant was going", async ({
  page,
  request,
}) => {
  const codeHeading = page.getByRole("heading", { name: t("fi", "auth:loginCode.title") });
  const email = page.getByLabel("Sähköpostiosoite", { exact: true });
  const password = page.getByLabel("Salasana", { exact: true });
  const submit = page.getByRole("button", { name: "Kirjaudu sisään" });

  await page.goto("/omat-tiedot");
  await expect(page).toHaveURL(/\/kirjaudu\?palaa=/);
  const before = await lastMessageId(request, UNCONFIRMED);
  await email.fill(UNCONFIRMED);
  await password.fill(PASSWORD);
  await submit.click();
  await expect(codeHeading).toBeFocused();
  await expect(page.getByText(t("fi", "auth:loginCode.text", { email: UNCONFIRMED }))).toBeVisible();
  const first = await nextMessage(request, UNCONFIRMED, before);
  await expectNoAxeViolations(page);

  // Cancel goes back to the credentials, empty.
  await page.getByRole("button", { name: t("fi", "auth:loginCode.cancel") }).click();
  await expect(email).toHaveValue("");
  await expect(password).toHaveValue("");

  await email.fill(UNCONFIRMED);
  await password.fill(PASSWORD);
  await submit.click();
  await expect(codeHeading).toBeVisible();
  // This sign-in mails a code too: wait for it, so that the resent code is not mistaken for it.
  const second = await nextMessage(request, UNCONFIRMED, first.id);

  // A too-short code is caught in the form.
  await page.getByLabel(t("fi", "common:code.label")).fill("12");
  await page.getByRole("button", { name: t("fi", "auth:loginCode.submit") }).click();
  await expect(page.getByText(t("fi", "validation:codeTooShort.default"))).toBeVisible();
  await expect(page.getByLabel(t("fi", "common:code.label"))).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: t("fi", "common:code.resend") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("fi", "common:code.sent") })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await nextCode(request, UNCONFIRMED, second.id);

  await page.getByLabel(t("fi", "common:code.label")).fill(code);
  await page.getByRole("button", { name: t("fi", "auth:loginCode.submit") }).click();
  await expect(page).toHaveURL(/\/omat-tiedot$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "profile:title"));
});
