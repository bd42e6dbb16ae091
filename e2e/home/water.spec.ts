import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, startSessionAs } from "../support/sessionAs.ts";

type Month = { yearMonth: string; coldConsumption: number; hotConsumption: number; coldReading: number };

const m3 = (litres: number, decimals: [number, number]) =>
  new Intl.NumberFormat("fi-FI", {
    minimumFractionDigits: decimals[0],
    maximumFractionDigits: decimals[1],
  }).format(litres / 1000);

test("the water chart and the table show the same months and figures as the meter", async ({ page }) => {
  const sessionId = await startSessionAs(page, AINO);
  const { months } = await apiGet<{ months: Month[] }>(page.request, sessionId, "/api/water-meter");
  expect(months.length).toBe(24);
  await page.goto("/taloni/vesimittari");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "home:water.title"));
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(months.length);

  const chart = await page.locator("svg g[data-month]").evaluateAll((groups) =>
    groups.map((g) => ({
      month: g.getAttribute("data-month"),
      cold: g.querySelector('[data-kind="cold"]')!.getAttribute("data-value"),
      hot: g.querySelector('[data-kind="hot"]')!.getAttribute("data-value"),
      coldHeight: Number(g.querySelector('[data-kind="cold"]')!.getAttribute("height")),
    })),
  );
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      month: tr.getAttribute("data-month"),
      cold: tr.querySelector('[data-kind="cold"]')!.textContent,
      hot: tr.querySelector('[data-kind="hot"]')!.textContent,
    })),
  );
  // The chart runs oldest to newest, the table newest first; both as the meter says.
  expect(chart.map(({ month, cold, hot }) => ({ month, cold, hot }))).toEqual([...table].reverse());
  expect(chart.map((c) => c.month)).toEqual(months.map((m) => m.yearMonth));
  expect(chart.map((c) => c.cold)).toEqual(months.map((m) => m3(m.coldConsumption, [3, 3])));
  expect(chart.map((c) => c.hot)).toEqual(months.map((m) => m3(m.hotConsumption, [3, 3])));
  // Taller bars for larger use.
  const most = months.reduce((a, b) => (b.coldConsumption > a.coldConsumption ? b : a));
  const least = months.reduce((a, b) => (b.coldConsumption < a.coldConsumption ? b : a));
  const height = (m: Month) => chart.find((c) => c.month === m.yearMonth)!.coldHeight;
  expect(height(most)).toBeGreaterThan(height(least));
  const newest = months.at(-1)!;
  await expect(rows.first()).toContainText(m3(newest.coldReading, [3, 3]));
  await expectNoAxeViolations(page);
});
