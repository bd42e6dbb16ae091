import { expect, test, type Browser, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, nextMessage } from "../support/mailbox.ts";
import { startSessionAs, startStaffSession } from "../support/sessionAs.ts";

// The exchange's two demo tenants (apps/server/src/seed/exchange-seed.ts): Vilja in Espoo writes a
// notice wishing for Vantaa; Kaisa in Vantaa has one wishing for Espoo, so each matches the other.
const VILJA = "vilja.vaihtaja@example.fi";
const KAISA = "kaisa.kumppani@example.fi";
const PAGE = "/asuminen/asunnonvaihto/vaihto";
/** The exchange's page in the content menu, with the board under it. */
const CONTENT_PAGE = "/asuminen/asunnonvaihto";
const MIRJA = "mirja.moderaattori@kotikallio.example.fi";
/** The demo menu's titles (apps/server/src/seed/menu.ts): the section and the board under the exchange's page. */
const MENU = {
  fi: { section: "Asuminen", board: "Vaihtoilmoitukset" },
  en: { section: "Living", board: "Exchange notices" },
} as const;

// Both runs write Vilja's one notice: one after the other.
test.describe.configure({ mode: "serial" });

type Lang = "fi" | "en";

async function open(browser: Browser, email: string, lang: Lang, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await startSessionAs(page, email, lang);
  return page;
}

/** Deletes Vilja's notice from the exchange page, confirming the question. */
async function deleteOwn(page: Page, lang: Lang) {
  const x = (key: string) => t(lang, `exchange:${key}`);
  const own = page.getByRole("region", { name: x("own.title") });
  await own.getByRole("button", { name: x("own.delete"), exact: true }).click();
  await expect(own.getByText(x("own.deleteConfirm"))).toBeVisible();
  await expectNoAxeViolations(page);
  await own.getByRole("button", { name: x("own.deleteYes") }).click();
  await expect(own.getByText(x("own.none"))).toBeVisible();
}

/** Writes a notice through the form and opens the mailed link: the notice is published. */
async function writeAndConfirm(page: Page, lang: Lang, wishText: string) {
  const x = (key: string) => t(lang, `exchange:${key}`);
  const after = await lastMessageId(page.request, VILJA);
  await page.getByRole("link", { name: x("write") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x("form.title"));
  await expectNoAxeViolations(page);

  // Nothing filled: the required fields say so and the first one has focus.
  await page.getByRole("button", { name: x("form.submit") }).click();
  await expect(page.getByText(x("validation.required.cities"))).toBeVisible();
  await expect(page.getByLabel(x("form.description"))).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel(x("form.description")).fill("Valoisa kolmio Tapiolassa, parveke etelään.");
  await page
    .getByRole("group", { name: x("form.cities") })
    .getByLabel("Vantaa")
    .check();
  await page
    .getByRole("group", { name: x("form.rooms") })
    .getByLabel(t(lang, "exchange:rooms.count_other", { count: "2" }))
    .check();
  await page.getByLabel(x("form.wishText")).fill(wishText);
  await page.getByLabel(x("form.name"), { exact: true }).fill("Vilja");
  await page.getByLabel(x("form.phone")).fill("040 555 8811");
  await page.getByRole("button", { name: x("form.submit") }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x("title"));
  await expect(page.getByText(x("written"))).toBeVisible();
  const own = page.getByRole("region", { name: x("own.title") });
  await expect(own).toContainText(x("status.new"));
  await expectNoAxeViolations(page);

  // The mail's link publishes it; the page needs no sign-in and shows nothing of the notice.
  const mail = await nextMessage(page.request, VILJA, after);
  const link = /https?:\/\/\S+\/vaihtoilmoitukset\/\S+/.exec(mail.text)?.[0];
  expect(link, "the confirmation link in the mail").toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 2, name: x("confirm.done") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: x("confirm.toExchange") }).click();
  await expect(own).toContainText(x("status.published"));
}

for (const [lang, width] of [
  ["fi", 375],
  ["en", 1280],
] as const) {
  test(`a tenant writes a notice, confirms it by mail, deletes and writes it again; the partner finds it, matches it and applies (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const x = (key: string) => t(lang, `exchange:${key}`);
    const wishText = `Kaksio Vantaalta ${lang} ${Date.now().toString(36)}`;

    const vilja = await open(browser, VILJA, lang, width);
    await vilja.goto(PAGE);
    // The first page of a fresh browser loads the shell and the page's code: a busy machine is slow.
    await expect(vilja.getByRole("heading", { level: 1 })).toHaveText(x("title"), { timeout: 60_000 });
    // The other run's notice: deleted first, as the page offers. While a notice is valid the page
    // shows it instead of the eligibility, so whether she may write one is read after the delete.
    const own = vilja.getByRole("region", { name: x("own.title") });
    await expect(
      own.getByText(x("own.none")).or(own.getByRole("button", { name: x("own.delete"), exact: true })),
    ).toBeVisible();
    if (await own.getByRole("button", { name: x("own.delete"), exact: true }).isVisible())
      await deleteOwn(vilja, lang);
    await expect(vilja.getByText(x("eligibility.yes"))).toBeVisible();
    await expectNoAxeViolations(vilja);

    await writeAndConfirm(vilja, lang, `${wishText} (1)`);
    // One notice at a time: the form says so and offers the delete.
    await vilja.goto(`${PAGE}/ilmoitus`);
    await expect(vilja.getByRole("heading", { level: 2, name: x("form.existsTitle") })).toBeVisible();
    await expectNoAxeViolations(vilja);
    await vilja.goto(PAGE);
    await deleteOwn(vilja, lang);
    await writeAndConfirm(vilja, lang, wishText);

    // Kaisa finds it by the city filter, sees the contact details, and has it among her matches.
    const kaisa = await open(browser, KAISA, lang, width);
    await kaisa.goto(PAGE);
    await expect(kaisa.getByRole("heading", { level: 1 })).toHaveText(x("title"), { timeout: 60_000 });
    const all = kaisa.getByRole("region", { name: x("list.title") });
    await all
      .getByRole("group", { name: x("filters.city") })
      .getByLabel("Espoo")
      .check();
    await all.getByRole("button", { name: x("filters.apply") }).click();
    await expect(kaisa).toHaveURL(/city=Espoo/);
    const found = all.getByRole("listitem").filter({ hasText: wishText });
    await expect(found).toBeVisible();
    const cities = await all.getByRole("listitem").getByRole("heading").allTextContents();
    expect(
      cities.every((line) => line.endsWith("Espoo")),
      cities.join(" | "),
    ).toBe(true);
    const matches = kaisa.getByRole("region", { name: x("matches.title") });
    await expect(matches.getByRole("listitem").filter({ hasText: wishText })).toBeVisible();
    await expectNoAxeViolations(kaisa);

    // A negative rent is named at its field.
    await all.getByLabel(x("filters.rentMin")).fill("-5");
    await all.getByRole("button", { name: x("filters.apply") }).click();
    await expect(all.getByText(x("validation.invalid.rentMin"))).toBeVisible();
    await expectNoAxeViolations(kaisa);

    await found.getByRole("link").click();
    await expect(kaisa.getByRole("heading", { level: 1 })).toContainText("Espoo");
    await expect(kaisa.getByRole("complementary", { name: x("notice.contactTitle") })).toContainText(
      "040 555 8811",
    );
    await expectNoAxeViolations(kaisa);
    const application = kaisa.getByRole("region", { name: x("apply.title") });
    await application.getByLabel(x("apply.message")).fill("Sopisiko vaihto ensi kuussa?");
    await application.getByRole("button", { name: x("apply.submit") }).click();
    await expect(application.getByText(x("apply.sent"))).toBeVisible();
    await expectNoAxeViolations(kaisa);
  });

  test(`the board is one click from the main menu and from the exchange's page (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const x = (key: string) => t(lang, `exchange:${key}`);
    const page = await open(browser, KAISA, lang, width);
    await page.goto(CONTENT_PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x("title"), { timeout: 60_000 });
    await expectNoAxeViolations(page);

    // The menu: on a phone the side menu's section, on a wide screen the main menu's panel.
    if (width < 800) {
      await page.getByRole("button", { name: t(lang, "header.menu") }).click();
      const menu = page.getByRole("dialog", { name: t(lang, "header.menu") });
      await menu.getByRole("button", { name: MENU[lang].section }).click();
      await expectNoAxeViolations(page);
      await menu.getByRole("link", { name: MENU[lang].board, exact: true }).click();
    } else {
      const menu = page.getByRole("navigation", { name: t(lang, "mainMenu.label") });
      await menu.getByRole("button", { name: MENU[lang].section }).click();
      await expectNoAxeViolations(page);
      await menu.getByRole("link", { name: MENU[lang].board, exact: true }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("region", { name: x("list.title") })).toBeVisible();
    await expectNoAxeViolations(page);

    // The exchange's page links the board at its title, and the board's trail leads back to it.
    await page
      .getByRole("navigation", { name: t(lang, "breadcrumbs.label") })
      .getByRole("link", { name: x("title") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CONTENT_PAGE}$`));
    await page.getByRole("main").getByRole("link", { name: MENU[lang].board, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("region", { name: x("list.title") })).toBeVisible();
  });
}

test("a moderator removes a published notice with a reason, and tenants no longer see it; a tenant with overdue rent is not offered an application", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const m = (key: string, vars?: Record<string, string>) => t("fi", `exchange:moderation.${key}`, vars);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const staff = await startStaffSession(page, MIRJA);
  // A demo notice of another tenant: the journeys above write and read Vilja's and Kaisa's.
  const res = await page.request.get("/api/staff/exchange/notices?state=published&limit=50", {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: { id: string; contactName: string; description: string; streetAddress: string; city: string }[];
  };
  const notice = items.find((n) => n.contactName !== "Vilja" && n.contactName !== "Kaisa");
  const kaisas = items.find((n) => n.contactName === "Kaisa");
  expect(kaisas, "Kaisa's published notice").toBeTruthy();
  expect(notice, "a published demo notice of another tenant").toBeTruthy();
  const reason = `Ilmoituksessa oli toisen asukkaan tietoja (${Date.now().toString(36)}).`;

  await page.goto("/hallinta/vaihtoilmoitukset");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m("title"), { timeout: 60_000 });
  const row = page.getByRole("row").filter({ hasText: notice!.description });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: m("remove") }).click();
  const removal = page.getByRole("region", {
    name: m("removeTitle", { address: `${notice!.streetAddress}, ${notice!.city}` }),
  });
  // Without a reason the form says so.
  await removal.getByRole("button", { name: m("confirmRemove") }).click();
  await expect(removal.getByText(m("reasonRequired"))).toBeVisible();
  await expectNoAxeViolations(page);
  await removal.getByLabel(m("reason")).fill(reason);
  await removal.getByRole("button", { name: m("confirmRemove") }).click();
  await expect(page.getByText(m("removed"))).toBeVisible();
  await expect(removal).toBeHidden();
  // Gone from the published ones; among all, removed with its reason.
  await expect(row).toHaveCount(0);
  await page.getByLabel(m("state")).selectOption("");
  const removed = page.getByRole("row").filter({ hasText: reason });
  await expect(removed).toContainText(m("status.deleted"));
  await expectNoAxeViolations(page);

  // A tenant no longer finds it: its page says it is gone, and the board does not list it.
  const tenant = await open(browser, KAISA, "fi", 1280);
  await tenant.goto(`${PAGE}/${notice!.id}`);
  await expect(tenant.getByText(t("fi", "exchange:notice.missing"))).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(tenant);
  await tenant.goto(PAGE);
  const all = tenant.getByRole("region", { name: t("fi", "exchange:list.title") });
  await expect(all.getByRole("listitem").first()).toBeVisible({ timeout: 60_000 });
  await expect(all.locator(`a[href$="/${notice!.id}"]`)).toHaveCount(0);

  // A tenant with overdue rent may not apply for an exchange: the notice's page says so and points
  // to the exchange page instead of offering the application.
  const aino = await open(browser, AINO, "fi", 375);
  await aino.goto(`${PAGE}/${kaisas!.id}`);
  const application = aino.getByRole("region", { name: t("fi", "exchange:apply.title") });
  await expect(application.getByText(t("fi", "exchange:apply.notEligible"))).toBeVisible({ timeout: 60_000 });
  await expect(application.getByRole("button", { name: t("fi", "exchange:apply.submit") })).toHaveCount(0);
  await expectNoAxeViolations(aino);
  await application.getByRole("link", { name: t("fi", "exchange:apply.exchangePage") }).click();
  await expect(aino).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(aino.getByText(t("fi", "exchange:rules.noOverdueDebt"))).toBeVisible();
});
