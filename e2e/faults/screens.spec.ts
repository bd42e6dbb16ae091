import { expect, test, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { photoJpeg, photoPng, uniqueTitle } from "./fixtures.ts";

// Full-page pictures of the fault and message pages at phone and desktop widths, for a person to
// look at: SCREENSHOT_DIR=/some/dir npx playwright test faults/screens
const dir = process.env.SCREENSHOT_DIR;
// SCREENSHOT_LANG=en for the English pages.
const lang = process.env.SCREENSHOT_LANG === "en" ? "en" : "fi";
const fi = (key: string) => t(lang, `faults:${key}`);

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`screens at ${width} px`, async ({ page }) => {
    test.skip(!dir, "only when SCREENSHOT_DIR is set");
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
    await startAinoSession(page);

    await page.goto("/asuminen/vikailmoitus/uusi");
    await page.getByRole("button", { name: fi("form.submit") }).click();
    await expect(page.getByText(t(lang, "validation:required.title"))).toBeVisible();
    await shoot(page, "fault-form-errors", width);
    const title = uniqueTitle("Kylpyhuoneen lattiakaivo haisee");
    await page.getByLabel(fi("form.title"), { exact: true }).fill(title);
    await page.getByLabel(fi("form.description"), { exact: true }).fill("Haju on pahin aamuisin.");
    await page.getByLabel(fi("form.defectClass"), { exact: true }).selectOption("repair");
    await page.getByLabel(fi("form.affectedArea"), { exact: true }).selectOption("apartment");
    await page
      .getByRole("group", { name: fi("form.pets") })
      .getByLabel(fi("form.yes"), { exact: true })
      .check();
    await page.getByLabel(fi("form.petsDescription"), { exact: true }).fill("Kaksi kissaa.");
    await page.getByLabel(fi("form.attachments"), { exact: true }).setInputFiles([photoPng, photoJpeg]);
    await shoot(page, "fault-form", width);
    await page.getByRole("button", { name: fi("form.submit") }).click();
    await expect(page.getByText(fi("submitted"))).toBeVisible({ timeout: 20_000 });
    await shoot(page, "fault-list", width);

    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("main img").first()).toHaveJSProperty("complete", true);
    await shoot(page, "fault-report", width);

    await page.goto("/");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await shoot(page, "home", width);

    await page.goto("/ota-yhteytta/viesti");
    await page.getByLabel(t(lang, "messages:form.subcategory"), { exact: true }).selectOption("faultreports");
    await shoot(page, "message", width);
  });
}
