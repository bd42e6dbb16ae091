import type { FastifyInstance } from "fastify";
import type { BillingService } from "../billing/index.ts";
import type { AppContext } from "../context.ts";
import { createContractAccess, type ContractAccess } from "./contract-access.ts";
import { createLeaseRepository } from "./lease.repository.ts";
import { leaseRoutes } from "./lease.routes.ts";
import { createLeaseService } from "./lease.service.ts";

/**
 * The lease on `app`, and the rule for acts after the lease's end, which bookings and fault
 * reports apply.
 */
export async function registerLease(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { billing: BillingService },
): Promise<{ access: ContractAccess }> {
  const repo = createLeaseRepository(ctx.db);
  await app.register(leaseRoutes(createLeaseService(repo, deps.billing.targets, ctx.now)));
  return { access: createContractAccess(repo, ctx.now) };
}
