import { expect, test, type Request } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

type Call = { path: string; start: number; end: number };

/**
 * The depth of the longest chain of API calls: a call is one deeper than the deepest call that had
 * already answered when it started. Calls in flight together share a depth.
 */
function chainDepth(calls: Call[]): number {
  const depth = new Map<Call, number>();
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const before = calls.filter((c) => c.end <= call.start).map((c) => depth.get(c) ?? 1);
    depth.set(call, 1 + Math.max(0, ...before));
  }
  for (const [call, d] of depth)
    console.log(`  ${d} ${call.path} ${Math.round(call.start)}–${Math.round(call.end)}`);
  return Math.max(0, ...depth.values());
}

test("the home page asks for its data after the app shell, in at most 3 round trips on an idle machine", async ({
  page,
}) => {
  await startSessionAs(page, AINO);
  const started = new Map<Request, Call>();
  const calls: Call[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      started.set(request, { path: url.pathname, start: performance.now(), end: Infinity });
  });
  const done = (request: Request) => {
    const call = started.get(request);
    if (call && call.end === Infinity) {
      call.end = performance.now();
      calls.push(call);
    }
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");
  // Everything the page owns has arrived: rent, contacts, the debt (Aino's arrear, told once there).
  await expect(
    page.getByRole("region", { name: t("fi", "home:rent.title"), exact: true }).getByRole("table"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: t("fi", "home:contacts.title"), exact: true })).toContainText(
    t("fi", "home:contacts.customerService.title"),
  );
  await expect(page.getByRole("region", { name: t("fi", "home:debt.title"), exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const paths = calls.map((c) => c.path);
  for (const path of [
    "/api/session",
    "/api/profile",
    "/api/billing/current",
    "/api/billing/debt",
    "/api/building",
    "/api/notifications",
    "/api/defect-notices",
    "/api/bookings",
    "/api/content/wp/v2/posts",
  ])
    expect(paths, `${path} was asked for`).toContain(path);
  const depth = chainDepth(calls);
  console.log(`home page: ${calls.length} API calls, chain depth ${depth}: ${paths.join(", ")}`);
  // The depth is read from when calls start and end, so on a busy machine two independent calls can
  // look chained: it is a measurement, asserted only when asked for on an idle machine
  // (E2E_TIMING=1 npm exec -w e2e -- playwright test home/round-trips.spec.ts), never in CI.
  if (process.env.E2E_TIMING === "1") expect(depth).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page);
});
