import { expect, test, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { steadyText } from "../support/steadyText.ts";
import { startSessionAs } from "../support/sessionAs.ts";

/**
 * The look of home, billing, the lease (on screen and printed) and a form, at 375 and 1280 px in
 * Finnish and English, and of home and billing in Swedish, compared with reviewed images kept beside this file
 * (look/screens.spec.ts-snapshots). A change of look is made on purpose: look at the new images,
 * then update them with
 *   cd e2e && npm exec -- playwright test look/screens.spec.ts --project=look --update-snapshots
 *
 * The demo world is built relative to today, so dates, amounts with interest and month names change
 * from day to day. Before the comparison every digit is drawn as 0 and every month name as one
 * word (the page is laid out again with them, the same every day), and the charts' bars are masked.
 */
const PAGES = [
  { name: "home", path: "/", heading: (lang: Lang) => t(lang, "home:greeting", { name: "Aino" }) },
  { name: "billing", path: "/vuokrani/maksutiedot", heading: (lang: Lang) => t(lang, "billing:title") },
  { name: "lease", path: "/vuokrani/vuokrasopimus", heading: (lang: Lang) => t(lang, "lease:title") },
  {
    name: "fault-form",
    path: "/asuminen/vikailmoitus/uusi",
    heading: (lang: Lang) => t(lang, "faults:form.pageTitle"),
  },
];
type Lang = "fi" | "sv" | "en";

/**
 * A hyphen's width against a digit's in the same text: the first hyphen between two characters of
 * the main column's text (such as the lease's number, "VS-2024-00001"), and a "0" put beside it.
 */
async function hyphenToDigit(page: Page): Promise<number> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.nodeValue ?? "").search(/\w-\w/);
      if (at < 0 || !node.parentElement) continue;
      const range = document.createRange();
      range.setStart(node, at + 1);
      range.setEnd(node, at + 2);
      const hyphen = range.getBoundingClientRect().width;
      const digit = document.createElement("span");
      digit.textContent = "0";
      node.parentElement.append(digit);
      const width = digit.getBoundingClientRect().width;
      digit.remove();
      return hyphen / width;
    }
    return Number.NaN;
  });
}

/** Swedish, the third language, has one set: home and billing, whose words run longest. */
const SETS = [
  { lang: "fi", pages: PAGES },
  { lang: "en", pages: PAGES },
  { lang: "sv", pages: PAGES.filter((p) => p.name === "home" || p.name === "billing") },
] as const;

for (const { lang, pages } of SETS) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: ${pages.map((p) => p.name).join(", ")} look as reviewed`, async ({
      page,
    }) => {
      // Four pages, each with an accessibility check and a full-page comparison.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await startSessionAs(page, AINO, lang);
      for (const { name, path, heading } of pages)
        await test.step(name, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(lang));
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page);
          if (name === "lease") {
            // Text keeps Inter's own widths: a hyphen is not as wide as a figure.
            expect(await hyphenToDigit(page), "a hyphen's width against a digit's").toBeLessThan(0.8);
          }
          if (name === "billing") {
            // A table's amounts are in even-width figures, so a column of them lines up.
            const amount = page.locator("main td").filter({ hasText: "€" }).first();
            expect(await amount.evaluate((cell) => getComputedStyle(cell).fontVariantNumeric)).toBe(
              "tabular-nums",
            );
          }
          await steadyText(page);
          await expect(page).toHaveScreenshot(`${name}-${lang}-${width}.png`, {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
            mask: [page.locator("svg[role='img'], [data-chart]")],
            // Anti-aliasing of text differs a little from run to run on a busy machine.
            maxDiffPixelRatio: 0.01,
          });
          if (name === "lease") {
            // On paper: the company's letterhead, the agreement, nothing to press and no banner.
            await page.emulateMedia({ media: "print" });
            await expect(page).toHaveScreenshot(`${name}-print-${lang}-${width}.png`, {
              fullPage: true,
              animations: "disabled",
              caret: "hide",
              maxDiffPixelRatio: 0.01,
            });
            await page.emulateMedia({ media: "screen" });
          }
        });
    });
  }
}
