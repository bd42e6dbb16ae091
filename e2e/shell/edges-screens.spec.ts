import { expect, test, type Page } from "@playwright/test";
import { startAinoSession } from "../support/session.ts";

// Full-page pictures of the pages whose rough edges were smoothed, in Finnish and English at phone
// and desktop widths, for a person to look at: SCREENSHOT_DIR=/some/dir npx playwright test shell/edges-screens
const dir = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string, lang: string, width: number) {
  // Lazy parts (the footer's menu, the building's contacts) settle before the picture.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true'], [role='status']:has-text('…')")).toHaveCount(0);
  await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true });
}

for (const lang of ["fi", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`signed-out screens in ${lang} at ${width} px`, async ({ page }) => {
      test.skip(!dir, "only when SCREENSHOT_DIR is set");
      await page.setViewportSize({ width, height: 900 });
      if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
      await page.goto("/");
      await expect(page).toHaveURL(/\/rekisteroidy/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "sign-up", lang, width);
      await page.goto("/saavutettavuus");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await shoot(page, "accessibility", lang, width);
    });

    test(`signed-in screens in ${lang} at ${width} px`, async ({ page }) => {
      test.skip(!dir, "only when SCREENSHOT_DIR is set");
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
      await startAinoSession(page);
      await page.goto("/taloni/ei-tallaista-sivua");
      await expect(page.locator("[data-content-body]")).toBeVisible();
      await shoot(page, "unknown-slug", lang, width);
      await page.goto("/taloni/vesimittari");
      await expect(page.locator("table tbody tr").first()).toBeVisible();
      await shoot(page, "water", lang, width);
      await page.goto("/vuokrani/velkaerittely");
      await expect(page.locator("table").first()).toBeVisible();
      await shoot(page, "debt", lang, width);
      await page.goto("/ota-yhteytta/yhteystiedot");
      await expect(page.locator("a[href^='tel:']").first()).toBeVisible();
      await shoot(page, "contacts", lang, width);
      await page.goto("/asuminen/vikailmoitus");
      await expect(page.locator("[data-urgent-advice] a").first()).toBeVisible();
      await shoot(page, "faults", lang, width);
    });
  }
}
