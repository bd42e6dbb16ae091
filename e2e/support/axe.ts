import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * WCAG 2.0 and 2.1 A and AA plus best practices: the page must have no violations at all. axe keeps
 * label-content-name-mismatch (2.5.3 Label in Name) among its experimental rules, off unless named.
 */
export async function expectNoAxeViolations(page: Page) {
  // What a page offers a screen reader does not depend on the database: the embedded run checks it,
  // the PostgreSQL run of the same journey does not check it again (two seconds a check).
  if (test.info().project.name === "postgres") return;
  // Pages load lazily: check the page once it has rendered (every page has its h1), not the shell.
  await page.locator("h1").first().waitFor({ state: "attached" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Only violations are reported: axe then skips collecting the nodes of every rule that passed.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
