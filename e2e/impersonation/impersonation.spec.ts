import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { apiGet, apiSession, startSessionAs } from "../support/sessionAs.ts";
import { storedSessionId } from "../support/session.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const REASON = "Asukas soitti ja kysyi laskustaan";

test("a customer-service agent views Aino's pages read-only, and Aino sees the viewing", async ({
  page,
  browser,
}) => {
  // Two trips to the identity provider and an accessibility check at every step.
  test.slow();
  const aino = await apiSession(page.request, AINO);
  const { customerNumber } = await apiGet<{ customerNumber: number }>(page.request, aino, "/api/profile");

  // Asta signs in at /hallinta through the company's sign-in and opens the viewing page from the menu.
  await page.goto("/hallinta");
  await page.getByRole("button", { name: t("fi", "staff:signIn.button") }).click();
  await identifyAs(page, "Asta Asiakaspalvelu");
  await expect(page).toHaveURL(/\/hallinta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "staff:home.title"));
  const staffSession = await storedSessionId(page);
  await page
    .getByRole("navigation", { name: t("fi", "staff:nav.label") })
    .getByRole("link", { name: t("fi", "staff:nav.impersonation") })
    .click();
  await expect(page).toHaveURL(/\/hallinta\/kirjaudu$/);
  await expect(page.getByRole("heading", { level: 1, name: t("fi", "impersonation:title") })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing filled in: every field says what is missing.
  await page.getByRole("button", { name: t("fi", "impersonation:submit") }).click();
  await expect(page.getByText(t("fi", "validation:required.default")).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t("fi", "impersonation:fields.ssn")).fill("150385-912E");
  await page.getByLabel(t("fi", "impersonation:fields.email")).fill(ASTA);
  await page.getByLabel(t("fi", "impersonation:fields.targetTenantId")).fill(String(customerNumber));
  await page.getByLabel(t("fi", "impersonation:fields.reason")).fill(REASON);
  await page.getByRole("button", { name: t("fi", "impersonation:submit") }).click();

  // The company's identity provider confirms who is at the keyboard, then the viewing begins at home.
  await identifyAs(page, "Asta Asiakaspalvelu");
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("region", { name: t("fi", "viewing:title") });
  await expect(banner).toContainText(t("fi", "viewing:text", { name: "Asta Asiakaspalvelu" }));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");
  await expectNoAxeViolations(page);

  await page.goto("/vuokrani/maksutiedot");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/vuokrani/vuokrasopimus");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Paying from the billing pages is a change too: refused, the banner says why, and nothing leaves
  // for the payment provider.
  await page.goto("/vuokrani/maksaminen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "payments:title"));
  const online = page.getByRole("region", { name: t("fi", "payments:online.title") });
  await online.getByRole("radio", { name: t("fi", "payments:online.part") }).check();
  await online.getByLabel(t("fi", "payments:online.amount")).fill("10,00");
  await online.getByRole("button", { name: t("fi", "payments:online.submit") }).click();
  await expect(banner.getByRole("alert")).toHaveText(t("fi", "viewing:readOnly"));
  await expect(page).toHaveURL(/\/vuokrani\/maksaminen$/);
  await expectNoAxeViolations(page);

  // A change of the profile is refused the same way.
  await page.goto("/omat-tiedot");
  await page.getByRole("button", { name: t("fi", "profile:edit.save") }).click();
  await expect(banner.getByRole("alert")).toHaveText(t("fi", "viewing:readOnly"));
  await expectNoAxeViolations(page);

  // Ending the viewing returns to the staff console's home with the staff session.
  await banner.getByRole("button", { name: t("fi", "viewing:end") }).click();
  await expect(page).toHaveURL(/\/hallinta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "staff:home.title"));
  await expect.poll(() => storedSessionId(page)).toBe(staffSession);
  await expectNoAxeViolations(page);

  // Aino sees the viewing on her profile: who, in what role, and why.
  const context = await browser.newContext();
  const own = await context.newPage();
  await startSessionAs(own, AINO);
  await own.goto("/omat-tiedot");
  const viewings = own.getByRole("region", { name: t("fi", "viewing:viewings.title") });
  await expect(viewings).toContainText(
    `Asta Asiakaspalvelu (${t("fi", "viewing:viewings.roles.customer_service")})`,
  );
  await expect(viewings).toContainText(REASON);
  await expect(viewings).not.toContainText("@");
  await expectNoAxeViolations(own);
  await context.close();
});
