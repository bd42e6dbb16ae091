// `npm run bench:search -w bench`: only the search benchmark (PGlite, and PostgreSQL when
// DATABASE_URL is given), for working on search without the whole `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FLOOD_ENV } from "./flood.ts";
import { signInLatency } from "./load.ts";
import { printSearch, searchBench, seedSearchDocuments } from "./search.ts";
import { startProduct, stopProduct } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const pgliteDir = mkdtempSync(join(tmpdir(), "portal-bench-search-"));
const targets: { name: string; env: Record<string, string> }[] = [
  { name: "pglite", env: { DATA_DIR: pgliteDir } },
];
if (process.env.DATABASE_URL)
  targets.push({ name: "postgres", env: { DATABASE_URL: process.env.DATABASE_URL } });

for (const target of targets) {
  const env = { ...FLOOD_ENV, PUBLIC_URL: `http://127.0.0.1:${PORT}`, ...target.env };
  await stopProduct(await startProduct(PORT, env));
  const documents = await seedSearchDocuments(target.env);
  const product = await startProduct(PORT, env);
  try {
    const { sessionId } = await signInLatency(product.baseUrl, "aino.asukas@example.fi", "Asukas!2026", 1);
    console.log(`\n${target.name}`);
    printSearch(await searchBench(product.baseUrl, sessionId, documents, seconds));
  } finally {
    await stopProduct(product);
  }
}
rmSync(pgliteDir, { recursive: true, force: true });
