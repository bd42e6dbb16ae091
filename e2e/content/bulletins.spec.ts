import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { PHONE_TENANT } from "../support/accounts.ts";
import { startAinoSession } from "../support/session.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { bulletins, contentPage, h1, plain } from "./content.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 900 } });

/** A button's name: its action, then (for a screen reader) what it is about. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const action = (verb: string, title: string) => new RegExp(`^${escape(verb)}\\s*: ${escape(title)}$`);

test("a bulletin shows only where it is set to show, in the UI language, folded into one line", async ({
  page,
  request,
}) => {
  const all = await bulletins(request);
  const alertFor = (lang: "fi" | "en") =>
    all.find(
      (b) =>
        b.acf.bulletin_type === "alert" &&
        b.acf.bulletin_language === lang &&
        b.acf.show_on_pages.includes("/vuokrani/maksutiedot"),
    )!;
  const fiAlert = plain(alertFor("fi").title.rendered);
  const enAlert = plain(alertFor("en").title.rendered);
  const parking = await contentPage(request, "pysakointi", "fi");
  const line = (lang: "fi" | "en") =>
    page.getByRole("region", { name: t(lang, "bulletins.count_one", { count: "1" }), exact: true });

  await startAinoSession(page);
  await page.goto("/vuokrani/maksutiedot");
  // One line: the count and the title, the text behind a button.
  await expect(line("fi")).toContainText(fiAlert);
  const show = line("fi").getByRole("button", { name: action(t("fi", "bulletins.show"), fiAlert) });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  // Opened, the same button folds them again.
  const toggle = line("fi").locator("button[aria-expanded]");
  await expect(line("fi").getByText(t("fi", "bulletins.kind.alert"))).toBeHidden();
  await expectNoAxeViolations(page);
  await show.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveAccessibleName(action(t("fi", "bulletins.hide"), fiAlert));
  await expect(line("fi").getByRole("heading", { level: 3, name: fiAlert })).toBeVisible();
  await expect(line("fi")).toContainText(t("fi", "bulletins.kind.alert"));
  await expectNoAxeViolations(page);

  // Not on another page.
  await page.goto("/taloni/pysakointi");
  await expect(h1(page)).toHaveText(parking.heading);
  await expect(page.getByText(fiAlert)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // In English the English one, on the same page.
  await page.goto("/vuokrani/maksutiedot");
  await expect(line("fi")).toBeVisible();
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(line("en")).toContainText(enAlert);
  await expect(page.getByText(fiAlert)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Closed, it stays closed for the session.
  await line("en")
    .getByRole("button", { name: action(t("en", "bulletins.show"), enAlert) })
    .click();
  await page.getByRole("button", { name: `${t("en", "bulletins.close")}: ${enAlert}` }).click();
  await expect(page.getByText(enAlert)).toHaveCount(0);
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await expect(page.getByText(enAlert)).toHaveCount(0);
});

test("on a phone the building's urgent notice is a warning with its first words, the rest one line, and the page starts on the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSessionAs(page, PHONE_TENANT.email);
  await page.goto("/");
  await expect(h1(page)).toContainText("Pekka");
  const urgent = page.locator("[data-bulletin-type='urgent-notice']");
  await expect(urgent).toHaveCount(1);
  await expect(urgent).toHaveAttribute("data-tone", "warning");
  await expect(urgent.getByRole("heading", { level: 2 })).toHaveText("Vesikatko torstaina");
  await expect(urgent).toContainText("Talon vesi on poikki torstaina");
  await expect(
    urgent.getByRole("link", { name: new RegExp(`^${t("fi", "bulletins.readNotice")}`) }),
  ).toBeVisible();
  // The home page's survey invitation is not a banner of its own: one line, with its count.
  const line = page.getByRole("region", {
    name: t("fi", "bulletins.count_one", { count: "1" }),
    exact: true,
  });
  await expect(line.getByRole("button", { name: new RegExp(`^${t("fi", "bulletins.show")}`) })).toBeVisible();
  await expect(h1(page)).toBeInViewport();
  // The line's titles are cut to the screen's width, never widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
