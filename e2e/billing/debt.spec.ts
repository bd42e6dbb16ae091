import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { euros, expectFitsWidth, expectMatchesLedger, ledgerOf, monthTitle, shownDate } from "./ledger.ts";

test("the debt breakdown: a table a month with sums, the total, and the ways on", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const ledger = await ledgerOf(page.request);
  await startAinoSession(page);
  await page.goto("/vuokrani/velkaerittely");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "billing:debt.title"));
  const lines = page.getByRole("region", { name: t("fi", "billing:debt.linesTitle") });

  await expectMatchesLedger(page, async () => {
    const debt = await ledger.debt();
    expect(debt.debtByMonth.length, "Aino's demo ledger owes for more than one month").toBeGreaterThan(1);
    await expect(lines.getByRole("table")).toHaveCount(debt.debtByMonth.length, { timeout: 8000 });
    for (const month of debt.debtByMonth) {
      const [year, m] = month.yearMonth.split("-").map(Number) as [number, number];
      const table = lines.getByRole("table", { name: monthTitle(year, m) });
      await expect(table.getByRole("row")).toHaveCount(month.debtByTarget.length + 2, { timeout: 8000 });
      for (const line of month.debtByTarget) {
        const row = table.getByRole("row", {
          name: new RegExp(`^${line.nameOnBill.replace(/[()]/g, "\\$&")} `),
        });
        await expect(row).toContainText(shownDate(line.dueDate));
        await expect(row).toContainText(euros(line.currentDue));
      }
      await expect(table.getByRole("row").last()).toContainText(euros(month.sum));
    }
    await expect(lines).toContainText(`${t("fi", "billing:debt.total")}${euros(debt.currentDue)}`, {
      timeout: 8000,
    });
  });
  // The demo debt has each kind of line the breakdown knows.
  for (const name of ["Vuokra", "Perintäkulut", "Viivästyskorko", "Saunamaksu"])
    await expect(lines.getByRole("cell", { name, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await lines.getByRole("link", { name: t("fi", "billing:debt.pay") }).click();
  await expect(page).toHaveURL(/\/vuokrani\/maksaminen$/);
  await page.goBack();
  await page
    .getByRole("complementary", { name: t("fi", "billing:side.title") })
    .getByRole("link", { name: t("fi", "billing:debt.billing") })
    .click();
  await expect(page).toHaveURL(/\/vuokrani\/maksutiedot$/);
});

test("a payment-plan proposal goes to customer service and the form empties", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startAinoSession(page);
  await page.goto("/vuokrani/velkaerittely");
  const plan = page.getByRole("region", { name: t("fi", "billing:plan.title") });
  const text = plan.getByLabel(t("fi", "billing:plan.content"));
  await expect(text).toBeVisible();
  await expectFitsWidth(page);

  await plan.getByRole("button", { name: t("fi", "billing:plan.submit") }).click();
  await expect(plan.getByText(t("fi", "validation:required.proposal"))).toBeVisible();
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toBeFocused();
  await expectNoAxeViolations(page);

  await text.fill("Voin maksaa 150 € kuussa vuokran lisäksi ensi kuusta alkaen.");
  await page.keyboard.press("Tab");
  await expect(plan.getByRole("button", { name: t("fi", "billing:plan.submit") })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: t("fi", "billing:plan.sent") })).toBeVisible();
  await expect(text).toHaveValue("");
  await expectNoAxeViolations(page);
});
