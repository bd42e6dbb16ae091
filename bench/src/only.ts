// One benchmark of the scale-seeded PostgreSQL database alone (`npm run bench:<name> -w bench`), for
// working on one domain without the whole `npm run bench`; its results are merged into
// bench/results/latest.json under postgres.<name>.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FLOOD_ENV } from "./flood.ts";
import { root, startProduct, stopProduct } from "./server.ts";

export async function benchOnly<R extends object>(
  name: string,
  bench: (baseUrl: string, databaseUrl: string, seconds: number) => Promise<R | null>,
  print: (result: R | null) => void,
): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const PORT = Number(process.env.BENCH_PORT ?? 3200);
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`Usage: DATABASE_URL=postgres://…/portal_ledger_scale npm run bench:${name} -w bench`);
    process.exit(1);
  }
  const product = await startProduct(PORT, {
    ...FLOOD_ENV,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: url,
  });
  let result: R | null;
  try {
    result = await bench(product.baseUrl, url, seconds);
    console.log("\npostgres");
    print(result);
  } finally {
    await stopProduct(product);
  }
  if (!result) return;
  const file = join(root, "bench/results/latest.json");
  mkdirSync(join(root, "bench/results"), { recursive: true });
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  const postgres = (report.postgres ?? {}) as Record<string, unknown>;
  report.postgres = { ...postgres, [name]: { date: new Date().toISOString(), seconds, ...result } };
  writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  console.log(`\nMerged into bench/results/latest.json (postgres.${name})`);
}
