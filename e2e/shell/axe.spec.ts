import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { expectFocusNeverHidden } from "../support/focusNotObscured.ts";
import { expectHelpInPlace } from "../support/help.ts";
import { AINO } from "../support/accounts.ts";
import { startAinoSession } from "../support/session.ts";
import { apiGet, startSessionAs, startStaffSession } from "../support/sessionAs.ts";

const YLLA = "ylla.pitaja@kotikallio.example.fi";

/**
 * Opens a page and checks it once its own heading is there, so axe sees the page and not a loader;
 * customer service is in its place (WCAG 3.2.6). The first page of a walk is also tabbed through
 * from the top, every focused element in sight (2.4.11).
 */
async function check(page: Page, path: string, title: string, { tab = false } = {}) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page);
  await expectHelpInPlace(page);
  if (tab) await expectFocusNeverHidden(page);
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
      for (const [i, [path, title]] of signedOutPages.entries())
        await test.step(path, async () => {
          await check(page, path, title, { tab: i === 0 });
        });
    });

    test("signed in, every page has no accessibility violations", async ({ page }) => {
      // Six pages and a keyboard walk through home, each step checked in full.
      test.slow();
      await startAinoSession(page);
      for (const [i, [path, title]] of signedInPages.entries())
        await test.step(path, async () => {
          await check(page, path, title, { tab: i === 0 });
        });
    });

    test("a notification at the bottom never hides the focused element", async ({ page }) => {
      // The notification hides itself after 10 seconds: that one timer is held back here, so it is
      // on screen for the whole walk however long the walk takes.
      await page.addInitScript(() => {
        const original = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
          delay === 10_000 ? 0 : original(handler, delay, ...args)) as typeof window.setTimeout;
      });
      await startAinoSession(page);
      await page.goto("/vuokrani/maksaminen");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "payments:title"));
      // Copying the account number tells of it at the bottom of the window; the keyboard goes on
      // from the button through the rest of the page, each element scrolled into sight above it.
      await page.context().grantPermissions(["clipboard-write"]);
      const iban = t("fi", "payments:bank.iban");
      await page.getByRole("button", { name: `${t("fi", "payments:bank.copy")}: ${iban}` }).press("Enter");
      const told = page.getByRole("status").getByText(t("fi", "payments:bank.copied", { what: iban }));
      await expect(told).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFocusNeverHidden(page, { fromTop: false });
      await expect(told).toBeVisible();
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

/**
 * Words only a Finnish page shows (the portal's own texts, not names or data a person wrote): a
 * Swedish page showing one has a text left in Finnish.
 */
const FINNISH_ONLY = [
  "Kirjaudu",
  "Etusivu",
  "Vuokrasopimus",
  "Maksutiedot",
  "Vikailmoitus",
  "Tiedotteet",
  "Asukasportaali",
  "Tallenna",
  "Peruuta",
  "Lähetä",
  "Takaisin",
  "yhteyttä",
  "kuukausi",
  "Sulje",
];

/** A Swedish page: lang sv, no axe violation or raw key, no Finnish-only word, nothing wider than the screen. */
async function checkSwedish(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page's data has arrived when no loader is left (a list or card still loading says so).
  await expect(page.getByText(t("sv", "loading"))).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The portal's own frame: the staff console and the foundation's frame have no footer.
  if (!/^\/(hallinta|irtisano)(\/|$)/.test(path)) await expectHelpInPlace(page, "sv");
  const text = await page.locator("body").innerText();
  expect(
    FINNISH_ONLY.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u").test(text)),
    `Finnish on ${path}`,
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `wider than the screen on ${path}`).toBeLessThanOrEqual(0);
}

// Once in Swedish, at the narrowest width the portal supports: every page a tenant, a visitor and
// the staff see, their Swedish words (longer than the Finnish) kept within the screen.
test.describe("in Swedish at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: "sv-FI" });

  test("signed out, every page is in Swedish: the browser's language is the first visit's", async ({
    page,
  }) => {
    for (const path of [
      "/kirjaudu",
      "/kirjaudu/puhelin",
      "/rekisteroidy",
      "/unohtunut-salasana",
      "/palaute",
      "/tietosuoja",
      "/kayttoehdot",
      "/saavutettavuus",
      "/irtisano/kirjaudu",
      "/hallinta/kirjautuminen",
    ])
      await test.step(path, () => checkSwedish(page, path));
  });

  test("signed in, every tenant page is in Swedish", async ({ page }) => {
    // Thirty-one pages, each checked in full: more than one journey's time on a busy machine.
    test.slow();
    const session = await startSessionAs(page, AINO, "sv");
    // A page of each kind of detail: a notice, a fault report, a news item.
    const notices = await apiGet<{ data: { id: string }[] }>(page.request, session, "/api/notices");
    const faults = await apiGet<{ items: { id: string }[] }>(page.request, session, "/api/defect-notices");
    for (const path of [
      `/taloni/tiedotteet/${notices.data[0]!.id}`,
      `/asuminen/vikailmoitus/${faults.items[0]!.id}`,
      "/uutiset/talven-lumityot-ja-pysakointi",
      "/",
      "/omat-tiedot",
      "/haku/bastu",
      "/vuokrani",
      "/vuokrani/maksutiedot",
      "/vuokrani/maksaminen",
      "/vuokrani/velkaerittely",
      "/vuokrani/vuokrasopimus",
      "/taloni/taloni",
      "/taloni/taloni-tiedot",
      "/taloni/turvallisuus-ja-pelastautuminen",
      "/taloni/vesimittari",
      "/taloni/tiedotteet",
      "/taloni/ohjeet-dokumentit",
      "/taloni/talon-tapahtumat",
      "/taloni/pysakointi",
      "/asuminen/vikailmoitus",
      "/asuminen/vikailmoitus/uusi",
      "/asuminen/varaukset",
      "/asuminen/asukastoimikunta",
      "/asuminen/asukastapahtumat",
      "/asuminen/asunnonvaihto",
      "/asuminen/asunnonvaihto/vaihto",
      "/ota-yhteytta/viesti",
      "/ota-yhteytta/yhteystiedot",
      "/omat-lomakkeet",
      "/sopimuksen-irtisanominen",
      "/irtisano",
    ])
      await test.step(path, () => checkSwedish(page, path));
  });

  test("the staff console is in Swedish", async ({ page }) => {
    test.slow();
    const session = await startStaffSession(page, YLLA, "sv");
    const queue = await apiGet<{ items: { id: string; kind: string }[] }>(
      page.request,
      session,
      "/api/staff/queue?kind=fault-reports",
    );
    for (const path of [
      `/hallinta/jono/${queue.items[0]!.kind}/${queue.items[0]!.id}`,
      "/hallinta",
      "/hallinta/jono",
      "/hallinta/vastauspohjat",
      "/hallinta/kirjaudu",
      "/hallinta/asukastoimikunnat",
      "/hallinta/tiedotteet",
      "/hallinta/henkilosto",
      "/hallinta/vaihtoilmoitukset",
    ])
      await test.step(path, () => checkSwedish(page, path));
  });
});
