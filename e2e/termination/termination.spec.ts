import { expect, test, type Browser, type Page } from "@playwright/test";
import { AINO, MOVED_OUT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
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
