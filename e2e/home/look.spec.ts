import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

/**
 * Full-page screenshots of the contacts, building and water meter pages on a phone and
 * a desktop (home and the lease are compared with reviewed images in look/screens.spec.ts), for a look by eye (written to the test's output folder), and a check that nothing is
 * wider than the screen.
 */
const PAGES = [
  {
    name: "contacts",
    path: "/ota-yhteytta/yhteystiedot",
    ready: () => t("fi", "home:contacts.manager.title"),
  },
  { name: "building", path: "/taloni/taloni", ready: () => t("fi", "home:building.more") },
  { name: "water", path: "/taloni/vesimittari", ready: () => t("fi", "home:water.tableTitle") },
];

for (const width of [375, 1280]) {
  for (const { name, path, ready } of PAGES) {
    test(`${name} at ${width} px: nothing sticks out sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await startSessionAs(page, AINO);
      await page.goto(path);
      await expect(page.getByText(ready()).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    });
  }
}
