import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startStaffSession } from "../support/sessionAs.ts";
import { steadyText } from "../support/steadyText.ts";

/**
 * The look of the staff's handling queue at 375 and 1280 px in Finnish and English, compared with
 * reviewed images kept beside this file (look/staff-queue.spec.ts-snapshots): the counts' table,
 * the filters' grid (folded on a phone) and the list. A change of look is made on purpose: look at
 * the new images, then update them with
 *   cd e2e && npm exec -- playwright test look/staff-queue.spec.ts --project=look --update-snapshots
 *
 * The list shows the demo world's finished items: their ages are whole days and they have no due
 * time, whose "overdue" comes and goes with the weekday the demo world was built on. Digits and
 * month names are made the same every day (support/steadyText.ts).
 */
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";

for (const lang of ["fi", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: the staff queue looks as reviewed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await startStaffSession(page, ASTA, lang);
      await page.goto("/hallinta/jono?state=Ready");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "staff-queue:title"));
      const list = page.getByRole("table", { name: t(lang, "staff-queue:table.caption") });
      await expect(list.getByRole("row").nth(1)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      await expectNoAxeViolations(page);
      await steadyText(page);
      await expect(page).toHaveScreenshot(`staff-queue-${lang}-${width}.png`, {
        fullPage: true,
        animations: "disabled",
        caret: "hide",
        // Anti-aliasing of text differs a little from run to run on a busy machine.
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
