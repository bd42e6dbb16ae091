// `npm run seed:scale -w bench -- --contracts 20000`: fills the PostgreSQL database at DATABASE_URL
// with the demo world (if empty) and that many more tenants with accounts, leases, bills and
// payments since 1 April 2025. Benchmarks of any domain can build on it. Scale tenants sign in as
// scale.000001@example.fi … with the demo password.
import { parseArgs } from "node:util";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { hasOrganisations, seedDemo } from "../../apps/server/src/seed/demo.ts";
import { scaleContracts, seedScale } from "../../apps/server/src/seed/scale-seed.ts";
import { seedScaleBookings } from "../../apps/server/src/seed/scale-bookings.ts";
import { seedScaleWorkItems } from "../../apps/server/src/seed/scale-work-items.ts";
import { seedScaleNotices } from "../../apps/server/src/seed/scale-notices.ts";
import { todayInHelsinki } from "../../apps/server/src/lib/dates.ts";

const { values } = parseArgs({ options: { contracts: { type: "string", default: "20000" } } });
const contracts = Number(values.contracts);
const url = process.env.DATABASE_URL;
if (!url || !Number.isInteger(contracts) || contracts < 1) {
  console.error("Usage: DATABASE_URL=postgres://… npm run seed:scale -w bench -- --contracts 20000");
  process.exit(1);
}
// The demo world's stand-in keys, as `npm start` uses them: the benchmark runs the product so.
process.env.SANDBOX ??= "true";

const database = await openDatabase({ kind: "postgres", url });
try {
  const started = performance.now();
  await database.migrate();
  const today = todayInHelsinki(new Date());
  if (!(await hasOrganisations(database.db))) await seedDemo(database.db, today);
  const existing = await scaleContracts(database.db);
  if (existing > 0) {
    console.log(`The database already holds ${existing} scale contracts; drop it to seed again.`);
  } else {
    await seedScale(database.db, contracts, today, (step, ms) => {
      if (process.env.SEED_STEPS) console.log(`step ${step}: ${Math.round(ms)} ms`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${await scaleContracts(database.db)} scale contracts in ${seconds} s.`);
  }
  // Also on a database seeded before bookings existed: only buildings without resources get them.
  const booked = await seedScaleBookings(database.db, today);
  if (booked.resources + booked.bookings + booked.turns > 0)
    console.log(
      `Added ${booked.resources} booking resources, ${booked.bookings} bookings and ${booked.turns} weekly turns.`,
    );
  // Fault reports and messages for the handling queue, once.
  const workItems = await seedScaleWorkItems(database.db);
  if (workItems > 0) console.log(`Added ${workItems} fault reports and messages and the scale staff.`);
  // A year of notices and events for every scale building, once.
  const posts = await seedScaleNotices(database.db, today);
  if (posts > 0) console.log(`Added ${posts} notice and event targets.`);
} finally {
  await database.close();
}
