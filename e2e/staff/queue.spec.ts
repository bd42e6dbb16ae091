import { expect, test, type Locator, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { tabTo } from "../support/session.ts";
import { apiSession, startStaffSession } from "../support/sessionAs.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const fi = (key: string, vars?: Record<string, string>) => t("fi", `staff-queue:${key}`, vars);
const replies = (key: string, vars?: Record<string, string>) => t("fi", `staff-replies:${key}`, vars);

/** The top of an element's box, in page coordinates. */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** How many lines a cell's text takes (one box per line). */
const linesOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

/** A phone's two screens: the list should start within them (iPhone SE height, 667 px). */
const TWO_PHONE_SCREENS = 2 * 667;

/** Shift+Tab until `target` has the focus. */
async function shiftTabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Shift+Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Shift+Tab did not reach ${target.toString()} in ${max} presses`);
}

test("staff handle a tenant's message by keyboard only: filter the queue, open it, take it, see it as it now is after a colleague moved it first, reply and mark it ready", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const subject = `Ovipuhelin ${Date.now().toString(36)}`;
  const tenant = await apiSession(page.request, AINO);
  const sent = await page.request.post("/api/contact-request", {
    headers: { authorization: `Bearer ${tenant}` },
    data: {
      category: 471,
      subcategory: "other",
      subject,
      content: "Ovipuhelin ei soi asunnossa.",
      language: "fi",
    },
  });
  expect(sent.status()).toBe(200);
  const staff = await startStaffSession(page, ASTA);

  await page.goto("/hallinta/jono");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"));
  await expect(page.getByRole("table", { name: fi("table.caption") })).toBeVisible();
  await expectNoAxeViolations(page);

  // Filters by keyboard: type the search, choose the kind, Enter applies; the view is in the address.
  const search = page.getByLabel(fi("filters.q"));
  await tabTo(page, search, 40);
  await page.keyboard.type(subject);
  // Tab on to the kind, where the arrows choose (all, fault report, message), and Enter applies.
  const kind = page.getByLabel(fi("filters.kind"));
  await tabTo(page, kind, 5);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(kind).toHaveValue("messages");
  await tabTo(page, page.getByRole("button", { name: fi("filters.apply") }), 15);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/hallinta\/jono\?kind=messages&q=/);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fi("state.Sent"));
  await expect(row).toContainText(fi("assignee.nobody"));
  await expectNoAxeViolations(page);

  // A bookmarked view opens with its filters.
  await page.reload();
  await expect(page.getByLabel(fi("filters.q"))).toHaveValue(subject);
  await expect(page.getByLabel(fi("filters.kind"))).toHaveValue("messages");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);

  // The item opens from its link by keyboard.
  await tabTo(page, page.getByRole("link", { name: subject }), 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/hallinta\/jono\/messages\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByText("Ovipuhelin ei soi asunnossa.")).toBeVisible();
  await expect(page.getByText("Aino Asukas").first()).toBeVisible();
  await expectNoAxeViolations(page);

  const handling = page.getByRole("region", { name: fi("item.handling") });
  await tabTo(page, handling.getByRole("button", { name: fi("item.take") }), 40);
  await page.keyboard.press("Enter");
  await expect(handling.getByRole("status")).toContainText(fi("item.outcome.assigned"));
  await expect(handling).toContainText("Asta Asiakaspalvelu");
  await expectNoAxeViolations(page);

  // A colleague moves it to in progress first: the move from the page is stale and shows the item as it now is.
  const id = page.url().split("/").at(-1)!;
  const first = await page.request.post(`/api/staff/queue/messages/${id}/state`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { from: "Sent", to: "InProgress" },
  });
  expect(first.status()).toBe(200);
  await tabTo(page, handling.getByRole("button", { name: fi("state.InProgress"), exact: true }), 60);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: fi("item.outcome.stale") })).toBeVisible();
  await expect(page.getByRole("button", { name: fi("state.Ready"), exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: fi("state.InProgress"), exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A reply from a ready-made one, chosen with the arrows and edited, sent with Enter on the button.
  const template = page.getByLabel(replies("reply.template", { language: replies("language.fi") }));
  await tabTo(page, template, 40);
  await page.keyboard.press("ArrowDown");
  const reply = page.getByLabel(replies("reply.label"), { exact: true });
  await expect(reply).not.toHaveValue("");
  await tabTo(page, reply, 5);
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Korjaaja tulee huomenna.");
  await expect(reply).toHaveValue(/Korjaaja tulee huomenna\.$/);
  await tabTo(page, page.getByRole("button", { name: replies("reply.send") }), 5);
  await page.keyboard.press("Enter");
  await expect(page.getByText(replies("reply.sent"))).toBeVisible();
  await expectNoAxeViolations(page);

  // Back up the page to mark it ready (Shift+Tab walks backwards).
  await shiftTabTo(page, handling.getByRole("button", { name: fi("state.Ready"), exact: true }));
  await page.keyboard.press("Enter");
  await expect(handling.getByRole("status")).toContainText(fi("item.outcome.moved"));
  // Ready is not final: a tenant's answer, or staff, may take it back into handling.
  await expect(handling.getByRole("button", { name: fi("state.InProgress"), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await shiftTabTo(page, page.getByRole("link", { name: fi("item.back") }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"));
  await expectNoAxeViolations(page);
});

for (const [lang, width] of [
  ["fi", 1280],
  ["en", 1280],
  ["fi", 375],
  ["en", 375],
] as const) {
  test(`the queue reads at a glance at ${width} px (${lang}): the counts in a table, the filters in one grid, short values whole, the list near the top`, async ({
    page,
  }) => {
    const x = (key: string, vars?: Record<string, string>) => t(lang, `staff-queue:${key}`, vars);
    await page.setViewportSize({ width, height: 900 });
    await startStaffSession(page, ASTA, lang);
    await page.goto("/hallinta/jono");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x("title"));
    const list = page.getByRole("table", { name: x("table.caption") });
    await expect(list.getByRole("row").nth(1)).toBeVisible();

    // The counts: a table of the kinds with their four figures, that fits the screen.
    const counts = page.getByRole("table", { name: x("summary.label") });
    for (const column of ["open", "overdue", "mine", "unassigned"])
      await expect(counts.getByRole("columnheader", { name: x(`summary.${column}`) })).toBeVisible();
    await expect(counts.getByRole("rowheader", { name: x("kind.fault-reports") })).toBeVisible();
    expect(await counts.evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(
      0,
    );

    const filters = page.getByRole("form", { name: x("filters.label") });
    const toggle = page.getByText(x("filters.label"), { exact: true });
    if (width >= 670) {
      // One aligned grid: the controls of a row share their top, the check and the buttons theirs.
      await expect(filters).toBeVisible();
      const rowOne = ["filters.q", "filters.sort", "filters.kind"].map((k) => page.getByLabel(x(k)));
      const rowTwo = ["filters.state", "filters.building", "filters.category", "filters.assignee"].map((k) =>
        page.getByLabel(x(k)),
      );
      for (const row of [rowOne, rowTwo]) {
        const tops = await Promise.all(row.map(topOf));
        expect(Math.max(...tops) - Math.min(...tops), tops.join(", ")).toBeLessThanOrEqual(1);
      }
      const apply = filters.getByRole("button", { name: x("filters.apply") });
      const clear = filters.getByRole("button", { name: x("filters.clear") });
      expect(Math.abs((await topOf(apply)) - (await topOf(clear)))).toBeLessThanOrEqual(1);
      // Short values stay whole: an age, an assignee, a time received.
      const rows = list.getByRole("row");
      for (let i = 1; i < Math.min(await rows.count(), 6); i += 1)
        for (const column of [4, 5, 7])
          expect(await linesOf(rows.nth(i).getByRole("cell").nth(column)), `row ${i} column ${column}`).toBe(
            1,
          );
    } else {
      // On a phone the filters fold away, so the list starts within two screens; they open by keyboard.
      await expect(filters).toBeHidden();
      expect(await topOf(list)).toBeLessThan(TWO_PHONE_SCREENS);
      await tabTo(page, toggle, 40);
      await page.keyboard.press("Enter");
      await expect(filters).toBeVisible();
      // Two columns: the state beside the kind.
      const [kind, state] = [page.getByLabel(x("filters.kind")), page.getByLabel(x("filters.state"))];
      expect(Math.abs((await topOf(kind)) - (await topOf(state)))).toBeLessThanOrEqual(1);
    }
    // The page is as wide as the screen, and nothing stands below its end.
    const edges = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      below:
        document.documentElement.scrollHeight -
        (document.querySelector("main")!.getBoundingClientRect().bottom + window.scrollY),
    }));
    expect(edges.overflow).toBeLessThanOrEqual(0);
    expect(edges.below).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`queue-${lang}-${width}.png`), fullPage: true });
  });
}
