// `npm run bench:compression -w bench`: what compressing API answers costs the server and saves on the
// wire. Starts the product (PGlite in a fresh directory, or DATABASE_URL), signs in as the demo
// tenant Aino and loads GET /api/billing/history asking for brotli, gzip and no compression, one
// after another in the same run, with the bytes each answer takes and what compressing one costs in
// CPU time; then the web app's main bundle as the build's copies send it. Results go to
// bench/results/compression.json.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { FLOOD_ENV } from "./flood.ts";
import { signInLatency } from "./load.ts";
import { root, startProduct, stopProduct } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PATH = "/api/billing/history";
const ENCODINGS = { identity: "", br: "br", gzip: "gzip" } as const;

/** The answer as it travels (Node's fetch would decode it). */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ body: Buffer.concat(chunks), encoding: String(res.headers["content-encoding"] ?? "none") }),
      );
    })
      .on("error", reject)
      .end();
  });
}

async function rawSize(url: string, headers: Record<string, string>) {
  const { body, encoding } = await raw(url, headers);
  return { bytes: body.length, encoding };
}

/**
 * What compressing one answer costs the process, beside writing its JSON: the best of 15 rounds of
 * 300, so other work on the machine counts as little as it can.
 */
function compressionCost(body: Buffer) {
  const value: unknown = JSON.parse(body.toString());
  const brotli = (quality: number) => () =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  const ways: Record<string, () => number> = {
    stringify: () => JSON.stringify(value).length,
    brotli2: brotli(2),
    brotli4: brotli(4),
    gzip6: () => gzipSync(body).length,
  };
  const cost: Record<string, { microseconds: number; bytes: number }> = {};
  for (let round = 0; round < 15; round++)
    for (const [name, way] of Object.entries(ways)) {
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < 300; i++) bytes = way();
      const microseconds = Math.round(((performance.now() - started) / 300) * 1000);
      if (!cost[name] || microseconds < cost[name].microseconds) cost[name] = { microseconds, bytes };
    }
  return cost;
}

const env: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: mkdtempSync(join(tmpdir(), "portal-bench-")) };
const product = await startProduct(PORT, { ...FLOOD_ENV, ...env, PUBLIC_URL: `http://127.0.0.1:${PORT}` });
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  database: process.env.DATABASE_URL ? "postgres" : "pglite",
  seconds,
  connections,
};
try {
  const { sessionId } = await signInLatency(product.baseUrl, "aino.asukas@example.fi", "Asukas!2026", 1);
  const auth = { authorization: `Bearer ${sessionId}` };
  const url = product.baseUrl + PATH;
  // Warm-up, not measured: the JIT, the statements and brotli's code settle first.
  await autocannon({ url, connections, duration: 2, headers: { ...auth, "accept-encoding": "br" } });
  const history: Record<string, unknown> = {};
  for (const [name, accept] of Object.entries(ENCODINGS)) {
    const headers = accept ? { ...auth, "accept-encoding": accept } : auth;
    const size = await rawSize(url, headers);
    const result = await autocannon({ url, connections, duration: seconds, headers });
    history[name] = {
      ...size,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      bytesPerSecond: Math.round(result.throughput.average),
      errors: result.errors,
      non2xx: result.non2xx,
    };
    console.log(`GET ${PATH} (${name}):`, history[name]);
  }
  report.history = history;
  report.historyCost = compressionCost((await raw(url, auth)).body);
  console.log("compressing one answer in this process:", report.historyCost);

  const index = await (await fetch(`${product.baseUrl}/`, { headers: { accept: "text/html" } })).text();
  const main = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1];
  if (main) {
    const bundle: Record<string, unknown> = { path: main };
    for (const [name, accept] of Object.entries(ENCODINGS))
      bundle[name] = await rawSize(product.baseUrl + main, accept ? { "accept-encoding": accept } : {});
    report.mainBundle = bundle;
    console.log("main bundle:", bundle);
  }
} finally {
  await stopProduct(product);
}
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/compression.json"), JSON.stringify(report, null, 2) + "\n");
console.log("Written to bench/results/compression.json");
