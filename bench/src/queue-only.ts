// `npm run bench:queue -w bench` with DATABASE_URL of a PostgreSQL database: seeds the scale world and
// its work items when missing (the product stopped), then measures the handling queue against
// /api/health in the same run (merged into bench/results/latest.json under postgres.queue).
import { benchOnly } from "./only.ts";
import { printQueue, queueBench, seedQueue } from "./queue.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: DATABASE_URL=postgres://…/portal_queue_scale npm run bench:queue -w bench");
  process.exit(1);
}
// The demo world's stand-in keys, as `npm start` uses them: the benchmark runs the product so.
process.env.SANDBOX ??= "true";
const workItems = await seedQueue(url);
console.log(`${workItems} work items in the scale world`);
await benchOnly(
  "queue",
  (baseUrl, _databaseUrl, seconds) => queueBench(baseUrl, workItems, seconds),
  printQueue,
);
