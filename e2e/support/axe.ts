import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The page states this worker has already checked. axe's answer depends only on the document, the
 * styles, the viewport and what has focus or the pointer; a state seen before (the same page reached by
 * another journey) has had its answer, and checking it again only costs the run seconds.
 */
const checked = new Set<string>();

/** A fingerprint of everything axe's answer depends on: the markup, the viewport, focus and hover. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = [
      document.documentElement.outerHTML,
      `${window.innerWidth}x${window.innerHeight}`,
      document.activeElement?.outerHTML.slice(0, 500) ?? "",
      [...document.querySelectorAll(":hover")].pop()?.outerHTML.slice(0, 500) ?? "",
    ].join("\u0000");
    // FNV-1a, 64 bits as two 32-bit halves: enough to tell page states apart within one run.
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x811c9dc5) ^ (b >>> 15);
    }
    return `${text.length}:${(a >>> 0).toString(16)}:${(b >>> 0).toString(16)}`;
  });
}

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
  const state = await pageState(page);
  if (checked.has(state)) {
    test.info().annotations.push({ type: "axe", description: "this page state was checked already" });
    return;
  }
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Only violations are reported: axe then skips collecting the nodes of every rule that passed.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
  // Only a state that held still while axe read it stands for the next visit to it.
  if ((await pageState(page)) === state) checked.add(state);
}
