import { expect, test, type Browser, type Page } from "@playwright/test";
import { AINO, MOVED_OUT, VILLE } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

const COMPANY = "yritys.vuokralainen@example.fi";
const PAGE = "/sopimuksen-irtisanominen";

async function tenantPage(browser: Browser, email: string, lang: "fi" | "en", width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await startSessionAs(page, email, lang);
  return page;
}

test("a lease that cannot be ended online says why and keeps Continue disabled (moved out on a phone, a company lease on a desktop)", async ({
  browser,
}) => {
  const moved = await tenantPage(browser, MOVED_OUT, "fi", 375);
  await moved.goto(PAGE);
  await expect(moved.getByRole("heading", { level: 1 })).toHaveText(t("fi", "termination:title"));
  await expect(moved.getByText(t("fi", "termination:disallowed.reasons.contract_terminated"))).toBeVisible();
  await expect(
    moved.getByRole("button", { name: t("fi", "termination:instructions.continue") }),
  ).toBeDisabled();
  await expectNoAxeViolations(moved);

  const company = await tenantPage(browser, COMPANY, "fi", 1280);
  await company.goto(PAGE);
  await expect(company.getByText(t("fi", "termination:disallowed.reasons.has_company_tenant"))).toBeVisible();
  await expect(
    company.getByRole("button", { name: t("fi", "termination:instructions.continue") }),
  ).toBeDisabled();
  await expectNoAxeViolations(company);
});

test("the foundation's flow sends a signed-out visitor to its own sign-up, whose sign-in stays in the flow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const brand = (await (await page.request.get("/api/termination-branding")).json()) as { name: string };
  await page.goto("/irtisano/lomake");
  await expect(page).toHaveURL(/\/irtisano\/rekisteroidy\?palaa=%2Firtisano%2Flomake$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "sign-up:title"));
  await expect(page.getByRole("banner").getByRole("link", { name: brand.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true }).click();
  await expect(page).toHaveURL(/\/irtisano\/kirjaudu\?palaa=%2Firtisano%2Flomake$/);
  await page.getByLabel("Sähköpostiosoite").fill(AINO);
  await page.getByLabel("Salasana", { exact: true }).fill("Asukas!2026");
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page).toHaveURL(/\/irtisano\/lomake$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "termination:title"));
  await expect(page.getByLabel(t("fi", "termination:form.endDate"))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Aino gives notice and identifies at the bank, Ville rejects it, and Aino may give a new one", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const aino = await tenantPage(browser, AINO, "fi", 375);
  await aino.goto(PAGE);
  await expectNoAxeViolations(aino);
  await aino.getByRole("button", { name: t("fi", "termination:instructions.continue") }).click();
  const fi = (key: string) => t("fi", `termination:form.${key}`);
  await aino.getByLabel(fi("reason")).selectOption("housing_costs");
  await aino.getByLabel(fi("streetAddress")).fill("Uusikatu 1 B 5");
  await aino.getByLabel(fi("postalCode")).fill("00100");
  await aino.getByLabel(fi("city")).fill("Helsinki");
  await aino.getByLabel(fi("iban")).fill("FI21 1234 5600 0007 85");
  await aino.getByLabel(fi("readInstructions")).check();
  await expectNoAxeViolations(aino);
  await aino.getByRole("button", { name: fi("submit") }).click();
  await identifyAs(aino, "Aino");
  await expect(aino).toHaveURL(/\/sopimuksen-irtisanominen$/);
  await expect(aino.getByText(t("fi", "termination:overview.sent"))).toBeVisible();
  await expect(aino.getByText(t("fi", "termination:messages.awaitingOthers"))).toBeVisible();
  await expectNoAxeViolations(aino);

  const ville = await tenantPage(browser, VILLE, "fi", 1280);
  await ville.goto(PAGE);
  await expect(
    ville.getByText(t("fi", "termination:disallowed.reasons.pending_termination_tenant_approvals")),
  ).toBeVisible();
  await expectNoAxeViolations(ville);
  await ville.getByRole("button", { name: t("fi", "termination:instructions.continue") }).click();
  await expect(ville.getByText(t("fi", "termination:messages.approvalRequired"))).toBeVisible();
  await expect(ville.getByRole("button", { name: t("fi", "termination:approval.accept") })).toBeVisible();
  await expectNoAxeViolations(ville);
  await ville.getByRole("button", { name: t("fi", "termination:approval.reject") }).click();
  const dialog = ville.getByRole("dialog", { name: t("fi", "termination:approval.rejectConfirmTitle") });
  await expectNoAxeViolations(ville);
  await dialog.getByRole("button", { name: t("fi", "termination:approval.rejectConfirm") }).click();
  await expect(ville.getByText(t("fi", "termination:messages.rejected"))).toBeVisible();
  await expectNoAxeViolations(ville);

  await aino.reload();
  await expect(aino.getByText(t("fi", "termination:messages.rejected"))).toBeVisible();
  await expect(aino.getByRole("button", { name: t("fi", "termination:overview.newNotice") })).toBeVisible();
  await expectNoAxeViolations(aino);
});
