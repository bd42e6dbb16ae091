import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.0 and 2.1 A and AA plus best practices: the page must have no violations at all. axe keeps
 * label-content-name-mismatch (2.5.3 Label in Name) among its experimental rules, off unless named.
 */
export async function expectNoAxeViolations(page: Page) {
  // Pages load lazily: check the page once it has rendered (every page has its h1), not the shell.
  await page.locator("h1").first().waitFor({ state: "attached" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
