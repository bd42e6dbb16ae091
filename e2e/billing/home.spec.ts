import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { euros, expectMatchesLedger, ledgerOf, shownDate } from "./ledger.ts";

for (const lang of ["fi", "en"] as const) {
  test(`the home page's rent card, payment period and debt card (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
    const ledger = await ledgerOf(page.request);
    await startAinoSession(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");

    const rent = page.getByRole("region", { name: t(lang, "home:rent.title"), exact: true });
    const debtCard = page.getByRole("region", { name: t(lang, "home:debt.title") });
    await expectMatchesLedger(page, async () => {
      const [current, debt] = await Promise.all([ledger.current(), ledger.debt()]);
      await expect(rent).toContainText(
        t(lang, "home:rent.period", {
          start: shownDate(current.periodStartDate),
          end: shownDate(current.periodEndDate),
        }),
        { timeout: 8000 },
      );
      await expect(rent.getByRole("row")).toHaveCount(current.lines.length + 2, { timeout: 8000 });
      for (const line of current.lines) await expect(rent).toContainText(euros(line.amountEuros));
      await expect(rent.getByRole("row").last()).toContainText(euros(current.totalRent));
      // Aino's oldest unpaid bill is weeks overdue: the card shows, with what she owes.
      await expect(debtCard).toContainText(euros(debt.currentDue), { timeout: 8000 });
    });
    if (lang === "fi") await expect(rent).toContainText("Vuokra");
    else await expect(rent).toContainText(t("en", "billReasons:rent"));
    await expectNoAxeViolations(page);

    await debtCard.getByRole("link", { name: t(lang, "home:debt.breakdown") }).click();
    await expect(page).toHaveURL(/\/vuokrani\/velkaerittely$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "billing:debt.title"));
  });
}
