import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createBillingService, type BillingService } from "./billing.service.ts";

/** Bills, the ledger and the debt on `app`; payments and the lease read the billing service. */
export async function registerBilling(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<{ billing: BillingService }> {
  const billing = createBillingService(createBillingRepository(ctx.db), ctx.now);
  await app.register(billingRoutes(billing));
  return { billing };
}
