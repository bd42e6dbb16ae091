// `npm run bench:notices -w bench` with DATABASE_URL of a PostgreSQL database: seeds the scale world
// and a year of notices and events for every scale building when missing (the product stopped), then
// measures GET /api/notices and GET /api/events against /api/health in the same run (merged into
// bench/results/latest.json under postgres.notices).
import { benchOnly } from "./only.ts";
import { noticesBench, printNotices, seedNotices } from "./notices.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: DATABASE_URL=postgres://…/portal_notices_scale npm run bench:notices -w bench");
  process.exit(1);
}
// The demo world's stand-in keys, as `npm start` uses them: the benchmark runs the product so.
process.env.SANDBOX ??= "true";
const posts = await seedNotices(url);
console.log(`${posts} notice and event targets in the scale world`);
await benchOnly(
  "notices",
  (baseUrl, _databaseUrl, seconds) => noticesBench(baseUrl, posts, seconds),
  printNotices,
);
