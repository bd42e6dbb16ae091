import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

test("a signed-in tenant's data protection page appears once, and is not swapped for a loader when the session check answers", async ({
  page,
}) => {
  // Every heading the page ever removes is counted from the first script on.
  await page.addInitScript(() => {
    const w = window as unknown as { removedHeadings: number };
    w.removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches("h1") || node.querySelector("h1")))
            w.removedHeadings += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  // A slow session check makes the order certain: the page must wait for it, not show and vanish.
  await page.route("**/api/session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await startAinoSession(page);
  await page.goto("/tietosuoja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "pages.dataProtection"));
  // Signed in by now: the profile menu is in the header.
  await expect(page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` })).toBeVisible();
  await page.waitForTimeout(1_700); // longer than the page's longest wait for the bulletins
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "pages.dataProtection"));
  expect(await page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings)).toBe(
    0,
  );
});

test("a review link cut short says it is not valid or already used, as an unknown one does", async ({
  page,
}) => {
  for (const token of ["abc", "A".repeat(43)]) {
    await page.goto(`/hallinta/lomakkeet/${token}`);
    await expect(
      page.getByRole("heading", { name: t("fi", "committee:review.notFoundTitle") }),
    ).toBeVisible();
    await expect(page.getByText(t("fi", "committee:review.notFoundText"))).toBeVisible();
    await expect(page.getByText(t("fi", "committee:review.failed"))).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
