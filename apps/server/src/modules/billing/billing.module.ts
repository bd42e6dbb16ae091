import {
  billLines,
  billingTargets,
  bills,
  contractReferences,
  landlordBankAccounts,
  securityDeposits,
} from "../../db/schema/billing.ts";
import { payments } from "../../db/schema/payments.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createBillingService, type BillingService } from "./billing.service.ts";
import { createMonthlyBillsJob } from "./monthly-bills.job.ts";

const HOUR = 3_600_000;

/** Bills, the ledger and the debt; payments and the lease read the billing service. */
export const billingModule = defineModule({
  name: "billing",
  after: [authModule],
  tables: {
    owns: [
      landlordBankAccounts,
      contractReferences,
      billingTargets,
      securityDeposits,
      bills,
      billLines,
      payments,
    ],
    shares: [billingTargets, securityDeposits, contractReferences],
  },
  async register(app, ctx): Promise<{ billing: BillingService }> {
    const billing = createBillingService(createBillingRepository(ctx.db), ctx.now);
    await app.register(billingRoutes(billing));
    return { billing };
  },
  jobs: [
    // The month's missing bills.
    {
      name: "monthly-bills",
      intervalMs: () => HOUR,
      once: true,
      first: "at-start",
      pass: (ctx) => createMonthlyBillsJob({ db: ctx.db, now: ctx.now }),
    },
  ],
});
