// `npm run lighthouse -w bench`: Lighthouse (mobile emulation, simulated throttling) on the signed-in
// home, lease and billing pages of the demo world, started the way a user starts the product.
// Results go to bench/results/lighthouse.json; the exit code is 1 when a page misses its budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { root, startProduct, stopProduct } from "./server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const EMAIL = "aino.asukas@example.fi";
const PASSWORD = "Asukas!2026";
// The web app keeps its session here (apps/web/src/lib/session/storage.ts, lib/contract.ts).
const SESSION_ID_KEY = "sessionId";
const LAST_ACTIVITY_KEY = "lastActivity";

type Budget = { performance: number; accessibility: number };
const PAGES: { name: string; path: string; budget: Budget }[] = [
  { name: "home", path: "/", budget: { performance: 95, accessibility: 100 } },
  { name: "lease", path: "/vuokrani/vuokrasopimus", budget: { performance: 90, accessibility: 90 } },
  { name: "billing", path: "/vuokrani/maksutiedot", budget: { performance: 90, accessibility: 90 } },
];

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/**
 * Opens the site in a tab over the DevTools protocol and stores the session there, as the sign-in
 * form does. Lighthouse then runs in the same browser profile and keeps the storage
 * (disableStorageReset), so it audits the signed-in pages.
 */
async function storeSession(debugPort: number, baseUrl: string, sessionId: string) {
  const res = await fetch(`http://127.0.0.1:${debugPort}/json/new?${baseUrl}/kirjaudu`, { method: "PUT" });
  const target = (await res.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const expression = `localStorage.setItem(${JSON.stringify(SESSION_ID_KEY)}, ${JSON.stringify(sessionId)});
    localStorage.setItem(${JSON.stringify(LAST_ACTIVITY_KEY)}, String(Date.now())); location.origin`;
  // The new tab may still be loading; retry until the page's origin answers.
  for (let attempt = 0; ; attempt += 1) {
    const answer = await new Promise<{ result?: { result?: { value?: string } } }>((resolve) => {
      socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
      socket.send(JSON.stringify({ id: attempt + 1, method: "Runtime.evaluate", params: { expression } }));
    });
    if (answer.result?.result?.value === new URL(baseUrl).origin) break;
    if (attempt > 50) throw new Error("could not store the session in the browser");
    await new Promise((r) => setTimeout(r, 100));
  }
  socket.close();
  await fetch(`http://127.0.0.1:${debugPort}/json/close/${target.id}`);
}

/** The first rows of an audit's table as label → milliseconds. */
function tableOf(details: unknown, label: string, value: string): Record<string, number> {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return Object.fromEntries(
    [...items]
      .sort((a, b) => Number(b[value]) - Number(a[value]))
      .slice(0, 6)
      .map((item) => [String(item[label]).replace(/^https?:\/\/[^/]+/, ""), Math.round(Number(item[value]))]),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "portal-lighthouse-"));
const product = await startProduct(PORT, { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}` });
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const results: Record<string, unknown> = { date: new Date().toISOString(), formFactor: "mobile" };
const missed: string[] = [];
try {
  await storeSession(chrome.port, product.baseUrl, await signIn(product.baseUrl));
  for (const page of PAGES) {
    const url = `${product.baseUrl}${page.path}`;
    // One warm-up load, so the audit measures the page and not the server's first compile of a query.
    await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableStorageReset: true,
      onlyCategories: ["performance"],
    });
    const run = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableStorageReset: true,
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!run) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = run;
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not signed in?`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id} (${a.score})`);
    const entry = {
      path: page.path,
      budget: page.budget,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      firstContentfulPaintMs: audit("first-contentful-paint"),
      largestContentfulPaintMs: audit("largest-contentful-paint"),
      totalBlockingTimeMs: audit("total-blocking-time"),
      cumulativeLayoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      // Simulated throttling scales the tasks this machine ran: a busy machine reads as a slow phone.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadAverage: loadavg()[0]!,
      failingAudits: failing,
      // Where the main thread's time went, the scripts that cost most first: what to look at next.
      mainThread: tableOf(lhr.audits["mainthread-work-breakdown"]?.details, "groupLabel", "duration"),
      scripts: tableOf(lhr.audits["bootup-time"]?.details, "url", "total"),
    };
    results[page.name] = entry;
    const ok =
      entry.performance >= page.budget.performance && entry.accessibility >= page.budget.accessibility;
    if (!ok) missed.push(page.name);
    console.log(
      `${page.name.padEnd(8)} ${page.path.padEnd(24)} performance ${entry.performance} (≥ ${page.budget.performance})  accessibility ${entry.accessibility} (≥ ${page.budget.accessibility})  best practices ${entry.bestPractices}  LCP ${entry.largestContentfulPaintMs} ms  TBT ${entry.totalBlockingTimeMs} ms  CLS ${entry.cumulativeLayoutShift.toFixed(3)}  (benchmark index ${entry.benchmarkIndex}, load ${entry.loadAverage.toFixed(1)})  ${ok ? "ok" : "MISSED"}`,
    );
    if (failing.length > 0) console.log(`         below 0.9: ${failing.join(", ")}`);
  }
} finally {
  chrome.kill();
  await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
}
results.missed = missed;
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/lighthouse.json"), `${JSON.stringify(results, null, 2)}\n`);
if (missed.length > 0) {
  console.error(`Budget missed: ${missed.join(", ")}`);
  process.exitCode = 1;
}
