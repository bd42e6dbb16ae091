import { expect, test, type Browser, type Page } from "@playwright/test";
import { MOVED_OUT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

const COMPANY = "yritys.vuokralainen@example.fi";
/** Her lease has a three-month notice period and is this journey's own: no other journey uses it. */
const PAULA = "paula.pitkanen@example.fi";
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

test("the foundation's flow keeps its visitor in its frame to the end: its sign-up back from the bank, its sign-in and phone sign-in, and a notice given there back from the bank (Paula, a three-month notice period, on a phone)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = () => browser.newContext({ viewport: { width: 375, height: 800 } });
  const first = await (await phone()).newPage();
  const brand = (await (await first.request.get("/api/termination-branding")).json()) as { name: string };
  const inFrame = async (page: Page) => {
    await expect(page.getByRole("banner").getByRole("link", { name: brand.name })).toBeVisible();
    await expectNoAxeViolations(page);
  };

  await test.step("a signed-out visitor signs up in the flow, and the bank returns them to it", async () => {
    await first.goto("/irtisano/lomake");
    await expect(first).toHaveURL(/\/irtisano\/rekisteroidy\?palaa=%2Firtisano%2Flomake$/);
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(t("fi", "sign-up:title"));
    await inFrame(first);
    await first.getByLabel(t("fi", "sign-up:terms.accept")).check();
    await first.getByRole("button", { name: t("fi", "common:continue") }).click();
    await first.getByRole("button", { name: t("fi", "sign-up:identify.button") }).click();
    await identifyAs(first, "Liisa Lahtinen");
    await expect(first).toHaveURL(/\/irtisano\/rekisteroidy\?.*registerSessionId=/);
    await expect(first.getByText(t("fi", "sign-up:credentials.greeting", { name: "Liisa" }))).toBeVisible();
    await inFrame(first);
  });

  const page = await (await phone()).newPage();
  await test.step("its sign-in links phone sign-in inside the flow, and back", async () => {
    await page.goto("/irtisano/lomake");
    await page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true }).click();
    await expect(page).toHaveURL(/\/irtisano\/kirjaudu\?palaa=%2Firtisano%2Flomake$/);
    await expect(page.getByRole("link", { name: t("fi", "common:account.forgotPassword") })).toHaveAttribute(
      "href",
      "/irtisano/unohtunut-salasana",
    );
    await page.getByRole("link", { name: t("fi", "auth:login.phoneLink") }).click();
    await expect(page).toHaveURL(/\/irtisano\/kirjaudu\/puhelin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "phone-sign-in:title"));
    await inFrame(page);
    await page.getByRole("link", { name: t("fi", "phone-sign-in:emailLink") }).click();
    await expect(page).toHaveURL(/\/irtisano\/kirjaudu$/);
  });

  await test.step("Paula signs in, gives notice by her lease's period, and the bank returns her to the flow", async () => {
    await page.getByLabel("Sähköpostiosoite").fill(PAULA);
    await page.getByLabel("Salasana", { exact: true }).fill("Asukas!2026");
    await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
    await expect(page).toHaveURL(/\/irtisano$/);
    await expect(
      page.getByText(t("fi", "termination:instructions.period_other", { count: "3" })),
    ).toBeVisible();
    await inFrame(page);
    await page.getByRole("button", { name: t("fi", "termination:instructions.continue") }).click();
    const form = (key: string) => t("fi", `termination:form.${key}`);
    await page.getByLabel(form("reason")).selectOption("move_to_another_municipality");
    await page.getByLabel(form("streetAddress")).fill("Kaarikatu 2");
    await page.getByLabel(form("postalCode")).fill("20100");
    await page.getByLabel(form("city")).fill("Turku");
    await page.getByLabel(form("iban")).fill("FI21 1234 5600 0007 85");
    await page.getByLabel(form("readInstructions")).check();
    await page.getByRole("button", { name: form("submit") }).click();
    await identifyAs(page, "Paula Pitkänen");
    await expect(page).toHaveURL(/\/irtisano$/);
    await expect(page.getByText(t("fi", "termination:overview.sent"))).toBeVisible();
    await expect(page.getByText(t("fi", "termination:messages.inReview"))).toBeVisible();
    await inFrame(page);
  });
});
