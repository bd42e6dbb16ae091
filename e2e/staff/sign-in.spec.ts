import { expect, test, type Page } from "@playwright/test";
import { AINO, signIn } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";

// The sandbox provider's round trip makes these journeys longer than the default.
test.describe.configure({ timeout: 90_000 });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("a staff member signs in at /hallinta through the company's sign-in, sees the home with counts, and signs out", async ({
  page,
}) => {
  await page.goto("/hallinta");
  await expect(page).toHaveURL(/\/hallinta\/kirjautuminen$/);
  await expect(heading(page)).toHaveText(t("fi", "staff:signIn.title"));
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("fi", "staff:signIn.button") }).click();
  await identifyAs(page, "Asta Asiakaspalvelu");

  await expect(page).toHaveURL(/\/hallinta$/);
  await expect(heading(page)).toHaveText(t("fi", "staff:home.title"));
  await expect(page.getByTestId("open-fault-reports")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("open-messages")).toHaveText(/^\d+$/);
  const banner = page.getByRole("banner");
  await expect(banner).toContainText("Asta Asiakaspalvelu");
  await expect(banner).toContainText(t("fi", "staff:roles.customer_service"));
  // The console's own menu, without the tenant's, and no staff page Asta may not open.
  const menu = page.getByRole("navigation", { name: t("fi", "staff:nav.label") });
  await expect(menu.getByRole("link", { name: t("fi", "staff:nav.queue") })).toBeVisible();
  await expect(menu.getByRole("link", { name: t("fi", "staff:nav.members") })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: t("fi", "mainMenu.label") })).toHaveCount(0);
  // The provider's code does not stay in the address or the history.
  expect(page.url()).not.toContain("code=");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("en", "language.en") }).click();
  await expect(heading(page)).toHaveText(t("en", "staff:home.title"));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "language.fi") }).click();

  await page.getByRole("button", { name: t("fi", "staff:signOut") }).click();
  await expect(page).toHaveURL(/\/hallinta\/kirjautuminen$/);
  await expect(page.getByText(t("fi", "staff:signIn.signedOut"))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  await expectNoAxeViolations(page);
  await page.goto("/hallinta");
  await expect(page).toHaveURL(/\/hallinta\/kirjautuminen$/);
});

test("an employee the portal does not know is refused with a clear message", async ({ page }) => {
  await page.goto("/hallinta/kirjautuminen");
  await page.getByRole("button", { name: t("fi", "staff:signIn.button") }).click();
  await identifyAs(page, "Outi Ulkopuolinen");
  await expect(page.getByRole("alert")).toHaveText(t("fi", "staff:signIn.errors.STAFF_NOT_ALLOWED"));
  expect(page.url()).not.toContain("code=");
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  await expectNoAxeViolations(page);
});

test("a tenant opening /hallinta gets the staff sign-in, not tenant data; an administrator the staff list", async ({
  page,
}) => {
  await signIn(page, AINO);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/hallinta/henkilosto");
  await expect(page).toHaveURL(/\/hallinta\/kirjautuminen$/);
  await expect(heading(page)).toHaveText(t("fi", "staff:signIn.title"));
  await expect(page.getByText(t("fi", "staff:signIn.tenantNote"))).toBeVisible();
  await expect(page.getByText("Aino")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("fi", "staff:signIn.button") }).click();
  await identifyAs(page, "Ylla Pitäjä");
  // Back to the page asked for.
  await expect(page).toHaveURL(/\/hallinta\/henkilosto$/);
  await expect(heading(page)).toHaveText(t("fi", "staff:members.title"));
  const staff = page.getByRole("table", { name: undefined }).first();
  await expect(staff).toContainText("Kalle Kiinteistö");
  await expect(staff).toContainText("Kirsikkapiha");
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: t("fi", "staff:members.editOf", { name: "Mirja Moderaattori" }) })
    .click();
  await expect(
    page.getByRole("heading", { name: t("fi", "staff:members.editTitle", { name: "Mirja Moderaattori" }) }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
});
