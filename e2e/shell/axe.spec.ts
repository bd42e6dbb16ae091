import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

/** Opens a page and checks it once its own heading is there, so axe sees the page and not a loader. */
async function check(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page);
}

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

const signedOutPages: [string, string][] = [
  ["/kirjaudu", t("fi", "auth:login.title")],
  ["/palaute", t("fi", "feedback:title")],
  ["/tietosuoja", t("fi", "pages.dataProtection")],
  ["/kayttoehdot", t("fi", "pages.terms")],
];

const signedInPages: [string, string][] = [
  ["/", t("fi", "home:greeting", { name: "Aino" })],
  ["/omat-tiedot", t("fi", "profile:title")],
  ["/haku/pesukone", t("fi", "search:titleWithQuery", { query: "pesukone" })],
  ["/vuokrani/vuokrasopimus", "Vuokrasopimus"],
  ["/tietosuoja", t("fi", "pages.dataProtection")],
  ["/kayttoehdot", t("fi", "pages.terms")],
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    // One page visits the pages in turn: a browser context and a sign-in per page cost more than the checks.
    test("signed out, every page has no accessibility violations", async ({ page }) => {
      for (const [path, title] of signedOutPages)
        await test.step(path, async () => {
          await check(page, path, title);
        });
    });

    test("signed in, every page has no accessibility violations", async ({ page }) => {
      await startAinoSession(page);
      for (const [path, title] of signedInPages)
        await test.step(path, async () => {
          await check(page, path, title);
        });
    });

    test("signed in, /onnistui has no accessibility violations", async ({ page }) => {
      // The page returns home by itself after 5 seconds, which a slow check could outlast: that one
      // timer is held back here (the return itself is tested in success.spec.ts).
      await page.addInitScript(() => {
        const original = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
          delay === 5000 ? 0 : original(handler, delay, ...args)) as typeof window.setTimeout;
      });
      await startAinoSession(page);
      await check(page, "/onnistui", t("fi", "messages:success.title"));
      await expect(page).toHaveURL(/\/onnistui$/);
    });
  });
}

test.describe("with menus open", () => {
  test("at desktop width, the main menu and the profile menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await startAinoSession(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: t("fi", "mainMenu.label") });
    // Taloni has the longest submenu, laid out in two columns.
    await nav.getByRole("button", { name: "Taloni" }).click();
    await expect(nav.getByRole("link", { name: "Varastointi" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` }).click();
    await expect(page.getByRole("button", { name: t("fi", "account.signOut") })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("at phone width, the side menu with a section open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startAinoSession(page);
    await page.goto("/");
    await page.getByRole("button", { name: t("fi", "header.menu"), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t("fi", "header.menu") });
    await dialog.getByRole("button", { name: "Vuokrani" }).click();
    await expect(dialog.getByRole("link", { name: "Maksutiedot" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
