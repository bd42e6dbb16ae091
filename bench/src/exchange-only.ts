// `npm run bench:exchange -w bench` with DATABASE_URL of a PostgreSQL database: seeds the scale world
// and 5 000 published exchange notices when missing (the product stopped), then measures the list
// with a city filter and the matches (merged into bench/results/latest.json under postgres.exchange).
import { exchangeBench, printExchange, seedExchange } from "./exchange.ts";
import { benchOnly } from "./only.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: DATABASE_URL=postgres://…/portal_exchange_scale npm run bench:exchange -w bench");
  process.exit(1);
}
process.env.SANDBOX ??= "true";
const notices = await seedExchange(url);
console.log(`${notices} published exchange notices in the scale world`);
await benchOnly(
  "exchange",
  (baseUrl, _databaseUrl, seconds) => exchangeBench(baseUrl, notices, seconds),
  printExchange,
);
