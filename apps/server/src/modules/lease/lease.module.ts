import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { billingModule } from "../billing/billing.module.ts";
import { defineModule } from "../module.ts";
import { createContractAccess, type ContractAccess } from "./contract-access.ts";
import { createLeaseRepository } from "./lease.repository.ts";
import { leaseRoutes } from "./lease.routes.ts";
import { createLeaseService } from "./lease.service.ts";

/** The lease, and the rule for acts after the lease's end, which bookings and fault reports apply. */
export const leaseModule = defineModule({
  name: "lease",
  after: [billingModule],
  tables: {
    owns: [contracts, contractParties, leaseDetails],
    shares: [contracts, contractParties, leaseDetails],
  },
  async register(app, ctx, { billing }): Promise<{ access: ContractAccess }> {
    const repo = createLeaseRepository(ctx.db);
    await app.register(leaseRoutes(createLeaseService(repo, billing.billing.targets, ctx.now)));
    return { access: createContractAccess(repo, ctx.now) };
  },
});
