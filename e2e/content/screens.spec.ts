import { expect, test, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { h1 } from "./content.ts";

// Full-page pictures of a content page, the search page and home with its news card, at phone and
// desktop widths, for a person to look at: SCREENSHOT_DIR=/some/dir npx playwright test content/screens
const dir = process.env.SCREENSHOT_DIR;
const lang = process.env.SCREENSHOT_LANG === "en" ? "en" : "fi";

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`content screens at ${width} px`, async ({ page }) => {
    test.skip(!dir, "only when SCREENSHOT_DIR is set");
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
    await startAinoSession(page);

    await page.goto("/");
    await expect(page.locator("#home-news-title")).toBeVisible();
    await expect(
      page.locator("#home-news-title").locator("xpath=..").getByRole("link").first(),
    ).toBeVisible();
    await shoot(page, "home-news", width);

    await page.goto("/taloni/pysakointi");
    await expect(page.locator("[data-content-body]")).toBeVisible();
    await shoot(page, "content-page", width);

    await page.goto("/vuokrani/maksutiedot");
    await page.getByRole("button", { name: new RegExp(`^${t("fi", "bulletins.show")}`) }).click();
    await expect(page.locator("[data-bulletin-type]").first()).toBeVisible();
    await shoot(page, "bulletin", width);

    await page.goto("/haku/saunavuoro");
    await expect(page.locator("mark").first()).toBeVisible();
    await shoot(page, "search", width);

    await page.goto("/haku/zxqvw");
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole("list").last()).toBeVisible();
    await shoot(page, "search-empty", width);
  });
}
