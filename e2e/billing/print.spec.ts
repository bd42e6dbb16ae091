import { expect, test } from "@playwright/test";
import { finnishDate } from "../support/accounts.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

test("the print button prints a clean page: the history without header, menus or buttons", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The browser's print dialog cannot be driven; the button's call to it is recorded instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await startAinoSession(page);
  await page.goto("/vuokrani/maksutiedot");
  const printButton = page.getByRole("button", { name: t("fi", "billing:actions.print") });
  await expect(page.locator('section[aria-labelledby^="period-"]')).toHaveCount(3);
  await printButton.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  const printedOn = page.getByText(t("fi", "billing:printedOn", { date: finnishDate(0) }));
  await expect(printedOn).toBeHidden();
  await page.emulateMedia({ media: "print" });

  // What paper shows: the heading, the date, the current bill, the chart's table and every period's tables.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(printedOn).toBeVisible();
  await expect(page.getByRole("region", { name: t("fi", "billing:current.title") })).toBeVisible();
  await expect(page.getByRole("table", { name: t("fi", "billing:chart.caption") })).toBeVisible();
  const billed = page.getByRole("table", { name: t("fi", "billing:history.billedTitle"), exact: true });
  await expect(billed.first()).toBeVisible();
  await expect(billed).toHaveCount(3);

  // What it leaves out: the site's header, menus, breadcrumbs and footer, and everything to press.
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: t("fi", "mainMenu.label") })).toBeHidden();
  await expect(page.getByRole("navigation", { name: t("fi", "breadcrumbs.label") })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(page.getByRole("link", { name: t("fi", "billing:actions.pay") })).toBeHidden();
  await expect(page.getByRole("group", { name: t("fi", "billing:history.range") })).toBeHidden();
  await expect(page.getByRole("group", { name: t("fi", "billing:history.filter") })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("print.png"), fullPage: true });

  await page.emulateMedia({ media: "screen" });
  await expect(printButton).toBeVisible();
  await expect(printedOn).toBeHidden();
});
