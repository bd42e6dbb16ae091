import { expect, test, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

/** What paper would show of what one can press, fill in or close: nothing. */
const operableOnPaper = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll("button, input, select, textarea, [role='button']")].filter(
        (el) => el.getClientRects().length > 0,
      ).length,
  );

test("the lease, the bills and an own form print under the company's letterhead, with no banner or anything to press", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  await page.goto("/omat-lomakkeet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "committee:own.title"));
  const ownForm = page.locator("main a[href^='/omat-lomakkeet/']:not([href*='muokkaa'])").first();
  const ownFormPath = (await ownForm.getAttribute("href"))!;

  for (const path of ["/vuokrani/vuokrasopimus", "/vuokrani/maksutiedot", ownFormPath]) {
    await page.goto(path);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    await page.waitForLoadState("networkidle");
    // On screen the site's own header says whose it is; the letterhead is for paper.
    const letterhead = page.locator("[data-print='only']");
    await expect(letterhead).toBeHidden();

    await page.emulateMedia({ media: "print" });
    await expect(letterhead, path).toBeVisible();
    const name = letterhead.getByText("Kotikallio Asunnot Oy", { exact: true });
    await expect(name).toBeVisible();
    await expect(letterhead).toContainText("Kotikalliontie 1, 00100 Helsinki");
    await expect(letterhead).toContainText(
      t("fi", "print.customerService", {
        phone: "+358 20 555 0100",
        email: "asiakaspalvelu@example.fi",
        hours: t("fi", "footer.hours"),
      }),
    );
    // At the top: above the page's title.
    expect((await name.boundingBox())!.y, path).toBeLessThan((await title.boundingBox())!.y);
    // The bills come with a bulletin on screen (online payment's service break); none on paper.
    for (const bulletin of await page.locator("main section[data-tone]").all())
      await expect(bulletin, path).toBeHidden();
    expect(await operableOnPaper(page), path).toBe(0);
    await page.screenshot({
      path: test.info().outputPath(`print-${path.split("/").pop()}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: "screen" });
  }
});
