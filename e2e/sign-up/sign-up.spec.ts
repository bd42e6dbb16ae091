import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextCode } from "../support/mailbox.ts";

const NEW_PASSWORD = "Kotiin!Muutto7";

async function acceptTermsAndIdentify(page: Page) {
  await page.goto("/rekisteroidy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "sign-up:title"));
  await expect(page.getByRole("link", { name: t("fi", "sign-up:terms.link") })).toHaveAttribute(
    "href",
    "/kayttoehdot",
  );
  await page.getByLabel(t("fi", "sign-up:terms.accept")).check();
  await page.getByRole("button", { name: t("fi", "common:continue") }).click();
  await expect(page.getByRole("heading", { name: t("fi", "sign-up:identify.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "sign-up:identify.button") }).click();
}

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("Kalle signs up with the bank identification and the mailed code, then signs in", async ({
  page,
  request,
}, testInfo) => {
  // A retry signs up the other tenant without an account: the first try may have made Kalle's.
  const [person, firstName] =
    testInfo.retry === 0 ? ["Kalle Kotilainen", "Kalle"] : ["Liisa Lahtinen", "Liisa"];
  const email = `${person.toLowerCase().replace(" ", ".")}@example.fi`;
  await page.goto("/rekisteroidy");
  await expectNoAxeViolations(page);
  // The terms must be accepted before identification.
  await page.getByRole("button", { name: t("fi", "common:continue") }).click();
  await expect(page.getByText(t("fi", "validation:required.acceptTerms"))).toBeVisible();
  await expectNoAxeViolations(page);

  await acceptTermsAndIdentify(page);
  await identifyAs(page, person);

  await expect(page).toHaveURL(/\/rekisteroidy\?.*registerSessionId=/);
  await expect(page.getByText(t("fi", "sign-up:credentials.greeting", { name: firstName }))).toBeVisible();
  await expectNoAxeViolations(page);
  // Password rules are checked in the form, field by field.
  await page.getByLabel(t("fi", "sign-up:credentials.email")).fill(email);
  await page.getByLabel(t("fi", "common:password.new"), { exact: true }).fill("lyhyt");
  await page.getByLabel(t("fi", "common:password.confirmation"), { exact: true }).fill("toinen");
  await page.getByRole("button", { name: t("fi", "sign-up:credentials.submit") }).click();
  // Every rule the password breaks is named, not only the first.
  const rules = ["tooShort", "upper", "digit", "special"].map((r) =>
    t("fi", `common:password.rules.${r}`, { min: "8" }),
  );
  const missing = `${rules.slice(0, -1).join(", ")} ja ${rules.at(-1)}`;
  await expect(page.getByText(t("fi", "validation:passwordRules.default", { rules: missing }))).toBeVisible();
  await expect(page.getByText(t("fi", "validation:passwordMismatch.default"))).toBeVisible();
  await expect(page.getByLabel(t("fi", "common:password.new"), { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);

  const before = await lastMessageId(request, email);
  await page.getByLabel(t("fi", "common:password.new"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t("fi", "common:password.confirmation"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: t("fi", "sign-up:credentials.submit") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "sign-up:code.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  const code = await nextCode(request, email, before);
  // A reload keeps the tenant on the code step.
  await page.reload();
  await expect(page.getByRole("heading", { name: t("fi", "sign-up:code.title") })).toBeVisible();
  await page.getByLabel(t("fi", "common:code.label")).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: t("fi", "sign-up:code.submit") }).click();
  await expect(page.getByText(t("fi", "common:codeErrors.InvalidCode"))).toBeVisible();
  await page.getByLabel(t("fi", "common:code.label")).fill(code);
  await page.getByRole("button", { name: t("fi", "sign-up:code.submit") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "sign-up:done.title") })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: t("fi", "sign-up:done.signIn") }).click();
  // The email chosen a step ago is not asked again (WCAG 3.3.7): only the password is typed.
  await expect(page.getByLabel("Sähköpostiosoite", { exact: true })).toHaveValue(email);
  await page.getByLabel("Salasana", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
});

test("a person without a lease is told they cannot sign up", async ({ page }) => {
  await acceptTermsAndIdentify(page);
  await identifyAs(page, "Tero Testaaja");
  const refusal = page.getByRole("heading", { name: t("fi", "sign-up:failed.NO_ACTIVE_CONTRACT.title") });
  // The refusal may come with the identification or with the credentials.
  const email = page.getByLabel(t("fi", "sign-up:credentials.email"));
  await expect(refusal.or(email)).toBeVisible();
  if (await email.isVisible()) {
    await email.fill("tero.testaaja@example.fi");
    await page.getByLabel(t("fi", "common:password.new"), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t("fi", "common:password.confirmation"), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("fi", "sign-up:credentials.submit") }).click();
  }
  await expect(refusal).toBeVisible();
  await expect(page.getByText(t("fi", "sign-up:failed.NO_ACTIVE_CONTRACT.text"))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a cancelled identification offers to start again", async ({ page }) => {
  await page.goto("/rekisteroidy?error=IDENTIFICATION_FAILED");
  await expect(page.getByText(t("fi", "sign-up:failed.IDENTIFICATION_FAILED.text"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "sign-up:failed.restart") }).click();
  await expect(page).toHaveURL(/\/rekisteroidy$/);
  await expect(page.getByRole("heading", { name: t("fi", "sign-up:terms.title") })).toBeFocused();
});
