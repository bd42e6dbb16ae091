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

  // A digit misheard: the customer number's check digit catches it before anything is sent.
  const misheard = customerNumber - (customerNumber % 10) + ((customerNumber + 1) % 10);
  await page.getByLabel(t("fi", "impersonation:fields.ssn")).fill("150385-912E");
  await page.getByLabel(t("fi", "impersonation:fields.email")).fill(ASTA);
  const number = page.getByLabel(t("fi", "impersonation:fields.targetTenantId"));
  await number.fill(String(misheard));
  await page.getByLabel(t("fi", "impersonation:fields.reason")).fill(REASON);
  await page.getByRole("button", { name: t("fi", "impersonation:submit") }).click();
  await expect(page.getByText(t("fi", "validation:invalid.targetTenantId"))).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer number Aino reads from her profile opens the viewing.
  await number.fill(String(customerNumber));
  await page.getByRole("button", { name: t("fi", "impersonation:submit") }).click();

  // The company's identity provider confirms who is at the keyboard, then the viewing begins at home.
  await identifyAs(page, "Asta Asiakaspalvelu");
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("region", { name: t("fi", "viewing:title") });
  await expect(banner).toContainText(t("fi", "viewing:text", { name: "Asta Asiakaspalvelu" }));
  // The one line saying why nothing can be changed.
  const note = banner.getByText(t("fi", "viewing:note"));
  await expect(note).toBeVisible();
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

  // Every control that would change something is disabled, described by that one line; reading the
  // forms stays possible, and nothing is sent.
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/") && !["GET", "HEAD"].includes(request.method()))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  for (const [path, control] of [
    ["/vuokrani/maksaminen", t("fi", "payments:online.submit")],
    ["/omat-tiedot", t("fi", "profile:edit.save")],
    ["/ota-yhteytta/viesti", t("fi", "messages:form.submit")],
    ["/asuminen/vikailmoitus/uusi", t("fi", "faults:form.submit")],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole("button", { name: control });
    await expect(button, path).toBeDisabled();
    await expect(button, path).toHaveAccessibleDescription(t("fi", "viewing:note"));
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Typing into a form and pressing Enter sends nothing either.
  await page.getByLabel(t("fi", "faults:form.title")).fill("Hana vuotaa");
  await page.getByLabel(t("fi", "faults:form.title")).press("Enter");
  await expect(banner.getByRole("alert")).toBeEmpty();
  expect(writes).toEqual([]);

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
