import { expect, test } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

// Each page the app draws itself under a menu item: its heading, the breadcrumb's last step and the
// footer's link name it alike, as the menu does.
const PAGES = [
  "/taloni/taloni",
  "/taloni/taloni-tiedot",
  "/taloni/turvallisuus-ja-pelastautuminen",
  "/taloni/vesimittari",
  "/asuminen/vikailmoitus",
  "/asuminen/varaukset",
  "/vuokrani/maksutiedot",
  "/vuokrani/maksaminen",
  "/vuokrani/velkaerittely",
  "/vuokrani/vuokrasopimus",
  "/ota-yhteytta/yhteystiedot",
  "/ota-yhteytta/viesti",
];

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

for (const lang of ["fi", "en"] as const) {
  test(`a page has one name in its heading, the breadcrumb and the footer (${lang})`, async ({ page }) => {
    if (lang === "en") await page.addInitScript(() => sessionStorage.setItem("language", "en"));
    await startAinoSession(page);
    for (const path of PAGES) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible({ timeout: 15_000 });
      const crumbs = page
        .getByRole("navigation", { name: t(lang, "breadcrumbs.label") })
        .getByRole("listitem");
      await expect(crumbs.last()).toHaveText(await heading.innerText(), { timeout: 15_000 });
      const footer = page.getByRole("navigation", { name: t(lang, "footer.sections") });
      const link = footer.locator(`a[href="${path}"]`);
      await expect(link, path).toHaveText(await heading.innerText());
    }
  });
}
