// `npm run bench:billing -w bench` with DATABASE_URL of the scale-seeded database: only the billing
// reads against the bare Fastify + pg server (merged into bench/results/latest.json under
// postgres.billing).
import { billingBench, printBilling } from "./billing.ts";
import { benchOnly } from "./only.ts";

await benchOnly("billing", billingBench, printBilling);
