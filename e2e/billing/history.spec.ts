import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession, tabTo } from "../support/session.ts";
import { euros, expectFitsWidth, expectMatchesLedger, ledgerOf, monthTitle, shownDate } from "./ledger.ts";

const periods = (page: Page) => page.locator('section[aria-labelledby^="period-"]');

test.describe("billing history", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the newest period and the two before it, then any range and filter", async ({ page }) => {
    const ledger = await ledgerOf(page.request);
    const { items } = await ledger.history();
    expect(items.length, "Aino has history since April 2025").toBeGreaterThan(3);
    const [newest, , third] = items;
    const oldest = items[items.length - 1]!;

    await startAinoSession(page);
    await page.goto("/vuokrani/maksutiedot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "billing:title"));
    const history = page.getByRole("region", { name: t("fi", "billing:history.title") });

    // Default range: three periods, newest first, each with its bills and payments.
    await expect(periods(page)).toHaveCount(3);
    await expect(periods(page).first().getByRole("heading", { level: 3 })).toContainText(
      monthTitle(newest!.year, newest!.month),
    );
    await expect(periods(page).first()).toContainText(t("fi", "billing:history.current"));
    await expect(periods(page).last().getByRole("heading", { level: 3 })).toContainText(
      monthTitle(third!.year, third!.month),
    );
    const start = history.getByLabel(t("fi", "billing:history.start"));
    const end = history.getByLabel(t("fi", "billing:history.end"));
    await expect(start.locator("option:checked")).toHaveText(
      monthTitle(third!.year, third!.month).toLowerCase(),
    );
    await expect(end.locator("option:checked")).toHaveText(
      monthTitle(newest!.year, newest!.month).toLowerCase(),
    );

    // The chart's figures as a table: one row per month in the range.
    const totals = history.getByRole("table", { name: t("fi", "billing:chart.caption") });
    await expect(totals.getByRole("row")).toHaveCount(1 + 3);
    await expectNoAxeViolations(page);

    // The whole history from the first period.
    await start.selectOption({ label: monthTitle(oldest.year, oldest.month).toLowerCase() });
    await expect(periods(page)).toHaveCount(items.length);
    await expect(totals.getByRole("row")).toHaveCount(1 + items.length);
    await expect(periods(page).last().getByRole("heading", { level: 3 })).toContainText(
      monthTitle(oldest.year, oldest.month),
    );

    // An end before the start moves the start along: one month.
    await end.selectOption({ label: monthTitle(oldest.year, oldest.month).toLowerCase() });
    await expect(periods(page)).toHaveCount(1);
    const only = periods(page).first();
    const billedLines = only.getByRole("table", { name: t("fi", "billing:history.billedTitle") });
    for (const line of oldest.billed) await expect(billedLines).toContainText(shownDate(line.dueDate));

    // Back to everything, then payments only and bills only.
    await end.selectOption({ label: monthTitle(newest!.year, newest!.month).toLowerCase() });
    await expect(periods(page)).toHaveCount(items.length);
    const billed = page.getByRole("table", { name: t("fi", "billing:history.billedTitle"), exact: true });
    const paid = page.getByRole("table", { name: t("fi", "billing:history.paidTitle"), exact: true });
    await expect(billed).toHaveCount(items.filter((i) => i.billed.length > 0).length);
    await expect(paid).toHaveCount(items.filter((i) => i.paid.length > 0).length);

    await history.getByRole("radio", { name: t("fi", "billing:history.filters.paid") }).check();
    await expect(billed).toHaveCount(0);
    await expect(paid).toHaveCount(items.filter((i) => i.paid.length > 0).length);
    const payment = items.find((i) => i.paid.length > 0)!.paid[0]!;
    await expect(history).toContainText(payment.payerName);

    // The keyboard moves through the filter with the arrow keys, as radio buttons do.
    const all = history.getByRole("radio", { name: t("fi", "billing:history.filters.all") });
    await all.focus();
    await page.keyboard.press("ArrowRight");
    await expect(
      history.getByRole("radio", { name: t("fi", "billing:history.filters.billed") }),
    ).toBeChecked();
    await expect(paid).toHaveCount(0);
    await expect(billed).toHaveCount(items.filter((i) => i.billed.length > 0).length);
    await expectNoAxeViolations(page);
  });

  test("labels each period's balance and links to the debt breakdown when there is debt", async ({
    page,
  }) => {
    const ledger = await ledgerOf(page.request);
    await startAinoSession(page);
    await page.goto("/vuokrani/maksutiedot");
    await expectMatchesLedger(page, async () => {
      const [{ items }, current] = await Promise.all([ledger.history(), ledger.current()]);
      const newest = items[0]!;
      expect(newest.sumAfter, "Aino's demo ledger is in debt").toBeLessThan(0);
      // The month's badge tells its own bills; the running balance is labelled as such.
      await expect(periods(page).first()).toContainText(
        newest.monthUnpaid > 0
          ? t("fi", "billing:history.month.unpaid", { amount: euros(newest.monthUnpaid) })
          : t("fi", "billing:history.month.paid"),
        { timeout: 8000 },
      );
      await expect(periods(page).first()).toContainText(
        `${t("fi", "billing:history.balance.title")} ${t("fi", "billing:history.balance.remaining", { amount: euros(-newest.sumAfter) })}`,
        { timeout: 8000 },
      );
      const summary = page.getByRole("region", { name: t("fi", "billing:current.title") });
      await expect(summary).toContainText(euros(current.debt), { timeout: 8000 });
    });
    await page.getByRole("link", { name: t("fi", "billing:actions.debt") }).click();
    await expect(page).toHaveURL(/\/vuokrani\/velkaerittely$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "billing:debt.title"));
  });

  test("reaches payment and the parking invoices from the billing page with the keyboard", async ({
    page,
  }) => {
    await startAinoSession(page);
    await page.goto("/vuokrani/maksutiedot");
    const pay = page.getByRole("link", { name: t("fi", "billing:actions.pay") });
    await expect(pay).toBeVisible();
    await expect(page.getByRole("link", { name: t("fi", "billing:actions.parking") })).toHaveAttribute(
      "href",
      "/taloni/pysakointi",
    );
    await tabTo(page, pay, 40);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vuokrani\/maksaminen$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "payments:title"));
  });
});

test("the billing page in English on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => sessionStorage.setItem("language", "en"));
  await startAinoSession(page);
  await page.goto("/vuokrani/maksutiedot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "billing:title"));
  await expect(periods(page)).toHaveCount(3);
  await expect(page.getByRole("radio", { name: t("en", "billing:history.filters.all") })).toBeChecked();
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);
});

test("a history that fails to load says so in a toast and can be asked again", async ({ page }) => {
  let fail = true;
  await page.route("**/api/billing/history", (route) =>
    fail ? route.fulfill({ status: 503, json: { error: "INTERNAL" } }) : route.continue(),
  );
  await startAinoSession(page);
  await page.goto("/vuokrani/maksutiedot");
  const history = page.getByRole("region", { name: t("fi", "billing:history.title") });
  // Two quiet retries first, then the error state and the toast.
  await expect(
    page.getByRole("alert").filter({ hasText: t("fi", "billing:history.loadFailed") }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(history).toContainText(t("fi", "billing:history.loadFailed"));
  await expectNoAxeViolations(page);
  fail = false;
  await history.getByRole("button", { name: t("fi", "errors.retry") }).click();
  await expect(periods(page)).toHaveCount(3);
});
