import { expect, test, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

test.use({ viewport: { width: 375, height: 800 } });

/** Every table either fits its box or is a scrolling region that says so above it. */
async function tablesFitOrSayTheyScroll(page: Page, lang: "fi" | "en") {
  const boxes = page.locator("table").locator("xpath=..");
  await expect(boxes.first()).toBeVisible();
  let scrolling = 0;
  for (const box of await boxes.all()) {
    const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (!overflows) continue;
    scrolling += 1;
    await expect(box).toHaveAttribute("role", "region");
    await expect(box).toHaveAttribute("tabindex", "0");
    const hintId = await box.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${hintId}"]`)).toHaveText(t(lang, "tableScrolls"));
    await expect(page.locator(`[id="${hintId}"]`)).toBeVisible();
  }
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  return scrolling;
}

/** The chart's axis labels that show, as boxes: none may overlap another on its row. */
async function overlappingAxisLabels(page: Page): Promise<string[]> {
  return page
    .locator("ol")
    .last()
    .evaluate((ol) => {
      const boxes: { text: string; r: DOMRect }[] = [];
      const walker = document.createTreeWalker(ol, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const style = getComputedStyle(parent);
        if (style.visibility === "hidden" || style.display === "none" || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width > 0) boxes.push({ text: node.textContent, r });
      }
      const clashes: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const sameRow = Math.abs(a.r.top - b.r.top) < 4;
          if (sameRow && a.r.left < b.r.right && b.r.left < a.r.right) clashes.push(`${a.text}/${b.text}`);
        }),
      );
      return clashes;
    });
}

for (const lang of ["fi", "en"] as const) {
  test(`at 375 px the water meter and debt pages show every table whole or say it scrolls (${lang})`, async ({
    page,
  }) => {
    await startSessionAs(page, AINO, lang);
    await page.goto("/taloni/vesimittari");
    await expect(page.locator("table tbody tr").first()).toBeVisible();
    // Five columns of figures do not fit a phone: the table scrolls, and says so.
    expect(await tablesFitOrSayTheyScroll(page, lang)).toBe(1);
    expect(await overlappingAxisLabels(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.goto("/vuokrani/velkaerittely");
    await expect(page.locator("table").first()).toBeVisible();
    await tablesFitOrSayTheyScroll(page, lang);
    await expectNoAxeViolations(page);
  });
}
