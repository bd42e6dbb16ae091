// `npm run bench:bookings -w bench` with DATABASE_URL of the scale-seeded database: only the
// bookings benchmark, for working on bookings without the whole `npm run bench`. Its results are
// merged into bench/results/latest.json under postgres.bookings.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bookingsBench, printBookings } from "./bookings.ts";
import { FLOOD_ENV } from "./flood.ts";
import { root, startProduct, stopProduct } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: DATABASE_URL=postgres://…/portal_ledger_scale npm run bench:bookings -w bench");
  process.exit(1);
}
const product = await startProduct(PORT, {
  ...FLOOD_ENV,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  DATABASE_URL: url,
});
let result;
try {
  result = await bookingsBench(product.baseUrl, url, seconds);
  console.log("\npostgres");
  printBookings(result);
} finally {
  await stopProduct(product);
}
if (result) {
  const file = join(root, "bench/results/latest.json");
  mkdirSync(join(root, "bench/results"), { recursive: true });
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  const postgres = (report.postgres ?? {}) as Record<string, unknown>;
  report.postgres = { ...postgres, bookings: { date: new Date().toISOString(), seconds, ...result } };
  writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  console.log("\nMerged into bench/results/latest.json (postgres.bookings)");
}
