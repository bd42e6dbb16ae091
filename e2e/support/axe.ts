import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import axe from "axe-core";
import { overlaysWithoutRoom } from "./focusNotObscured.ts";
import { expectNoRawKeys } from "./rawKeys.ts";
import { undersizedTargets } from "./targetSize.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
/**
 * axe keeps label-content-name-mismatch (2.5.3 Label in Name) among its experimental rules, off unless
 * named. Its target-size rule (2.5.8) is left off: `targetSize.ts` decides every target, where axe
 * leaves the hard cases undecided, and axe's rule alone added a quarter to two thirds to the time of
 * every check on the portal's pages (its maintainers track the cost as axe-core issue 5389).
 */
const RULES = { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: false } };

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA plus best practices: the page must have no violations at all.
 *
 * A page without frames is checked by axe-core run in the page itself, injected once per document
 * (a client-side navigation keeps it). AxeBuilder injects it into every frame and finishes each run
 * in a new blank page, three injections and a page a check; it still checks a page with frames,
 * whose contents it reaches.
 *
 * Every step that checks axe also checks that no text on the page reads like a translation key
 * (`rawKeys.ts`), and measures two things of WCAG 2.2 that axe leaves undecided: every target's size
 * or spacing (2.5.8, `targetSize.ts`), and that whatever stays fixed or sticky on screen has the
 * scroll padding that keeps a focused element out from under it (2.4.11, `focusNotObscured.ts`).
 */
export async function expectNoAxeViolations(page: Page) {
  // What a page offers a screen reader does not depend on the database: the embedded run checks it,
  // the PostgreSQL run of the same journey does not check it again.
  if (test.info().project.name === "postgres") return;
  // Pages load lazily: check the page once it has rendered (every page has its h1), not the shell.
  await page.locator("h1").first().waitFor({ state: "attached" });
  await expectNoRawKeys(page);
  const violations =
    page.frames().length > 1
      ? (
          await new AxeBuilder({ page })
            .withTags(TAGS)
            // Only violations are reported: axe then skips collecting the nodes of every rule that passed.
            .options({ rules: RULES, resultTypes: ["violations"] })
            .analyze()
        ).violations
      : await runInPage(page);
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
  expect(await undersizedTargets(page), "targets under 24 × 24 px without room around them").toEqual([]);
  expect(await overlaysWithoutRoom(page), "fixed or sticky elements without scroll padding").toEqual([]);
}

async function runInPage(page: Page): Promise<axe.Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`);
  return page.evaluate(
    ({ tags, rules }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: "tag", values: tags },
          rules,
          resultTypes: ["violations"],
          iframes: false,
        })
        .then((r) => JSON.parse(JSON.stringify(r.violations)) as axe.Result[]),
    { tags: TAGS, rules: RULES },
  );
}
