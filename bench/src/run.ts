// `npm run bench`: start-up times, API throughput and latency, sign-in latency, health under a
// flood of worst-case sign-up and reset requests, and web bundle sizes, on PGlite and (when
// DATABASE_URL is given) on PostgreSQL. Results go to bench/results/.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { billingBench, printBilling } from "./billing.ts";
import { bookingsBench, printBookings } from "./bookings.ts";
import { flood, FLOOD_ENV } from "./flood.ts";
import { load, signInLatency } from "./load.ts";
import { printSearch, searchBench, seedSearchDocuments } from "./search.ts";
import { root, startProduct, stopProduct } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_PORT lets two runs on one machine use different ports.
const PORT = Number(process.env.BENCH_PORT ?? 3200);
/** The sandbox bank sends the browser back to PUBLIC_URL: the address the benchmark uses. */
const productEnv = { ...FLOOD_ENV, PUBLIC_URL: `http://127.0.0.1:${PORT}` };
const targets: { name: string; env: Record<string, string> }[] = [];
const pgliteDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
targets.push({ name: "pglite", env: { DATA_DIR: pgliteDir } });
if (process.env.DATABASE_URL)
  targets.push({ name: "postgres", env: { DATABASE_URL: process.env.DATABASE_URL } });

const report: Record<string, unknown> = { date: new Date().toISOString(), seconds, connections: 50 };
for (const target of targets) {
  // The first start migrates and seeds (on PostgreSQL only if the database is still empty).
  const first = await startProduct(PORT, { ...productEnv, ...target.env });
  await stopProduct(first);
  const documents = await seedSearchDocuments(target.env);
  const second = await startProduct(PORT, { ...productEnv, ...target.env });
  try {
    const signIn = await signInLatency(second.baseUrl, "aino.asukas@example.fi", "Asukas!2026");
    const health = await load(second.baseUrl, "/api/health", {}, seconds);
    const profile = await load(
      second.baseUrl,
      "/api/profile",
      { authorization: `Bearer ${signIn.sessionId}` },
      seconds,
    );
    const search = await searchBench(second.baseUrl, signIn.sessionId, documents, seconds);
    const ratio = Math.round((profile.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
    // Billing reads need the scale seed, which only a PostgreSQL database given by DATABASE_URL has.
    const billing =
      target.name === "postgres" && target.env.DATABASE_URL
        ? await billingBench(second.baseUrl, target.env.DATABASE_URL, seconds)
        : undefined;
    // Bookings too: the week view at scale and booking races (their bookings are deleted after).
    const bookings =
      target.name === "postgres" && target.env.DATABASE_URL
        ? await bookingsBench(second.baseUrl, target.env.DATABASE_URL, seconds)
        : undefined;
    // Last: the flood leaves an extra account and a slow queue behind it.
    const flooded = await flood(second.baseUrl, seconds);
    report[target.name] = {
      firstStartMs: Math.round(first.startMs),
      builtStartMs: Math.round(second.startMs),
      signIn: { p50Ms: signIn.p50Ms, p99Ms: signIn.p99Ms },
      health,
      profile,
      profileToHealthRatio: ratio,
      search,
      healthUnderFlood: flooded,
      ...(billing !== undefined ? { billing } : {}),
      ...(bookings !== undefined ? { bookings } : {}),
    };
    console.log(`\n${target.name}`);
    console.log(`  npm start, first run (migrations + seed): ${Math.round(first.startMs)} ms`);
    console.log(`  npm start, built state:                   ${Math.round(second.startMs)} ms`);
    console.log(`  POST /api/login (sequential, 30):         p50 ${signIn.p50Ms} ms, p99 ${signIn.p99Ms} ms`);
    for (const r of [health, profile]) {
      console.log(
        `  GET ${r.path.padEnd(14)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
      );
    }
    console.log(`  profile / health requests/s: ${ratio}`);
    const f = flooded;
    console.log(
      `  flood (${f.workers.signUp} sign-up + ${f.workers.reset} reset workers, ${f.seconds} s, 128-character keyboard walk):`,
    );
    for (const [name, r] of [
      ["POST /api/register/credentials", f.signUp],
      ["POST /api/forgot-password/reset", f.reset],
    ] as const)
      console.log(
        `    ${name.padEnd(32)} ${r.requests} requests ${JSON.stringify(r.statuses)}  p50 ${r.p50Ms} ms`,
      );
    for (const [name, h] of [
      ["GET /api/health meanwhile:", f.health],
      ["GET /api/health without it:", f.healthWithoutFlood],
    ] as const)
      console.log(
        `    ${name.padEnd(28)} ${h.requests} requests  p50 ${h.p50Ms} ms  p99 ${h.p99Ms} ms  max ${h.maxMs} ms  errors ${h.errors}  non-2xx ${h.non2xx}`,
      );
    console.log(
      `    machine: ${f.machine.cpus} cores, 1-minute load ${f.machine.loadBefore} before and ${f.machine.loadAfter} after`,
    );
    const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");
    console.log(
      `  budget: built start < 5 s: ${verdict(second.startMs < 5000)}; first start < 30 s: ${verdict(first.startMs < 30_000)}`,
    );
    console.log(`  budget: sign-in p50 < 150 ms: ${verdict(signIn.p50Ms < 150)}`);
    console.log(`  budget: health p99 < 100 ms under the flood: ${verdict(flooded.budgetMet)}`);
    console.log(
      `  budget: profile ≥ 40 % of health requests/s: ${verdict(ratio >= 0.4)}; profile p99 < 25 ms: ${verdict(profile.p99Ms < 25)}`,
    );
    printSearch(search);
    if (billing !== undefined) printBilling(billing);
    if (bookings !== undefined) printBookings(bookings);
  } finally {
    await stopProduct(second);
  }
}
rmSync(pgliteDir, { recursive: true, force: true });

const bundle = join(root, "apps/web/dist/bundle-report.json");
if (existsSync(bundle)) {
  report.webBundleGzipBytes = JSON.parse(readFileSync(bundle, "utf8"));
  console.log("\nJavaScript per route (gzip bytes):", report.webBundleGzipBytes);
}

const dir = join(root, "bench/results");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "latest.json"), JSON.stringify(report, null, 2) + "\n");
console.log(`\nWritten to bench/results/latest.json`);
