import { expect, test, type Page } from "@playwright/test";
import { AINO, finnishDate, MOVED_OUT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, euros, shownDate, startSessionAs } from "../support/sessionAs.ts";

type Party = { firstName: string; lastName: string };
type Contract = {
  contractNumber: string;
  startDate: string;
  endDate: string | null;
  postalAddress: { streetAddressLine1: string; postalCode: string; city: string };
  monthlyRent: number;
  dueDay: number;
  waterPrepayment: number;
  waterBilling: "perPerson" | "consumption";
  deposit: { amount: number; voucherAmount: number };
  landlord: { name: string };
  termination: { noticeMonths: number; earliestEndDate: string | null };
  terminationDisallowedReason: string | null;
  contractTenants: { contractParties: Party[]; otherParties: Party[] };
};

const section = (page: Page, lang: "fi" | "en", key: string) =>
  page.getByRole("region", { name: t(lang, `lease:${key}.title`), exact: true });

for (const lang of ["fi", "en"] as const) {
  test(`Aino's lease shows both parties, the other resident and every term (${lang})`, async ({ page }) => {
    const sessionId = await startSessionAs(page, AINO, lang);
    const lease = await apiGet<Contract>(page.request, sessionId, "/api/contracts/current");
    await page.goto("/vuokrani/vuokrasopimus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "lease:title"));

    const tenants = section(page, lang, "tenants");
    await expect(tenants).toContainText("Aino Asukas");
    await expect(tenants).toContainText("Ville Vuokralainen");
    await expect(tenants).toContainText("Eetu Asukas");
    // Eetu lives there without signing: he is listed with the other residents, not the parties.
    const others = tenants.locator("dd").nth(1);
    await expect(others).toHaveText("Eetu Asukas");

    await expect(section(page, lang, "apartment")).toContainText(lease.postalAddress.streetAddressLine1);
    const rent = section(page, lang, "rent");
    await expect(rent).toContainText(euros(lease.monthlyRent));
    await expect(rent).toContainText(t(lang, "lease:rent.dueDayValue", { day: String(lease.dueDay) }));
    // Aino's water is billed by her apartment's meter: the lease says so, and that it is paid with the rent.
    expect(lease.waterBilling).toBe("consumption");
    await expect(rent).toContainText(
      t(lang, "lease:rent.water.consumption", { amount: euros(lease.waterPrepayment) }),
    );
    await expect(section(page, lang, "details")).toContainText(
      t(lang, "lease:details.waterBillings.consumption"),
    );
    const period = section(page, lang, "period");
    await expect(period).toContainText(shownDate(lease.startDate));
    await expect(period).toContainText(
      lease.endDate ? shownDate(lease.endDate) : t(lang, "lease:period.untilFurtherNotice"),
    );
    await expect(section(page, lang, "deposit")).toContainText(euros(lease.deposit.amount));
    const termination = section(page, lang, "termination");
    await expect(termination).toContainText(shownDate(lease.termination.earliestEndDate!));
    await expect(section(page, lang, "details")).toContainText(lease.landlord.name);
    await expect(termination.getByRole("link", { name: t(lang, "lease:termination.link") })).toHaveAttribute(
      "href",
      "/sopimuksen-irtisanominen",
    );
    await expectNoAxeViolations(page);
  });
}

test("the printed lease is a clean agreement: every section and the landlord, no navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const sessionId = await startSessionAs(page, AINO);
  const lease = await apiGet<Contract>(page.request, sessionId, "/api/contracts/current");
  await page.goto("/vuokrani/vuokrasopimus");
  const printButton = page.getByRole("button", { name: t("fi", "lease:print") });
  await printButton.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "lease:title"));
  await expect(page.getByText(t("fi", "lease:printedOn", { date: finnishDate(0) }))).toBeVisible();
  for (const key of ["apartment", "tenants", "rent", "period", "deposit", "termination", "details"])
    await expect(section(page, "fi", key)).toBeVisible();
  await expect(section(page, "fi", "details")).toContainText(lease.landlord.name);
  await expect(section(page, "fi", "details")).toContainText(lease.contractNumber);
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: t("fi", "mainMenu.label") })).toBeHidden();
  await expect(page.getByRole("navigation", { name: t("fi", "breadcrumbs.label") })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(page.getByRole("link", { name: t("fi", "lease:termination.link") })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("lease-print.png"), fullPage: true });
  const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("lease.pdf") });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  await page.emulateMedia({ media: "screen" });
  await expect(printButton).toBeVisible();
});

test("a lease that has already ended shows why instead of the terminate link", async ({ page }) => {
  await startSessionAs(page, MOVED_OUT);
  await page.goto("/vuokrani/vuokrasopimus");
  const termination = section(page, "fi", "termination");
  await expect(termination).toContainText(t("fi", "lease:termination.reasons.contract_terminated"));
  // Its end date is the fact: no earliest end date beside it.
  await expect(termination).not.toContainText(t("fi", "lease:termination.earliestEnd"));
  await expect(page.getByRole("link", { name: t("fi", "lease:termination.link") })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
