import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { startAinoSession } from "../support/session.ts";
import { h1 } from "./content.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 900 } });

// What a compromised or careless content service could send; none of it may run.
const HOSTILE = `
<p>Pysäköintiohje <img src="/nope.png" alt="" onerror="window.__pwned = 'onerror'; alert('onerror')"></p>
<script>window.__pwned = 'script'; alert('script')</script>
<p onmouseover="window.__pwned = 'handler'">Vie hiiri tähän</p>
<a id="js" href="javascript:window.__pwned='href'">Klikkaa</a>
<iframe src="javascript:parent.__pwned='iframe'"></iframe>
<svg><script>window.__pwned = 'svg'</script></svg>
<style>body { display: none }</style>
<form action="https://evil.example/"><input name="password"></form>
<p><a id="inside" href="/taloni/varastointi">Varastointi</a> <a id="outside" href="https://hsy.fi/">HSY</a></p>`;

test("script and event handlers in content never run; in-app links route without a reload", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(
    (url) => url.pathname.endsWith("/wp/v2/pages") && url.searchParams.get("slug") === "pysakointi",
    (route) =>
      route.fulfill({
        json: [
          {
            id: 9001,
            date: "2026-11-01T09:00:00",
            slug: "pysakointi",
            title: { rendered: "Pysäköinti <img src=x onerror=\"window.__pwned='title'\">" },
            content: { rendered: HOSTILE, protected: false },
          },
        ],
      }),
  );
  await startAinoSession(page);
  await page.goto("/taloni/pysakointi");
  await expect(h1(page)).toHaveText("Pysäköinti");
  const body = page.locator("[data-content-body]");
  await expect(body).toContainText("Pysäköintiohje");
  await body.getByText("Vie hiiri tähän").hover();
  await body.locator("#js").click();
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(body.locator("script, style, iframe, form, input, [onerror], [onmouseover]")).toHaveCount(0);
  await expect(page.locator("body")).toBeVisible();
  await expect(body.locator("#outside")).toHaveAttribute("rel", "noopener noreferrer");
  await expect(body.locator("#outside")).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);

  // A link inside the content moves within the app: the page's own state survives.
  await page.evaluate(() => ((window as { __sameApp?: boolean }).__sameApp = true));
  await body.locator("#inside").click();
  await expect(page).toHaveURL("/taloni/varastointi");
  expect(await page.evaluate(() => (window as { __sameApp?: boolean }).__sameApp)).toBe(true);
});
