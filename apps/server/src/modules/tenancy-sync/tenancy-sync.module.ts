import { authModule } from "../auth/auth.module.ts";
import { billingModule } from "../billing/billing.module.ts";
import { homeModule } from "../home/home.module.ts";
import { integrationModule } from "../integration/integration.module.ts";
import { leaseModule } from "../lease/lease.module.ts";
import { defineModule } from "../module.ts";
import { tenancySyncRoutes } from "./tenancy-sync.routes.ts";
import { createTenancySync, type TenancySync } from "./tenancy-sync.service.ts";

/**
 * The company's tenancy data by its own ids: buildings, apartments, persons, contracts, the rent
 * ledger and payments made outside the portal, upserted in batches through the integration API
 * (PUT /api/integration/<kind>) and `npm run import` (ops/import.ts). It owns no table: the rows are
 * home's, auth's, lease's and billing's, written through their repositories.
 */
export const tenancySyncModule = defineModule({
  name: "tenancy-sync",
  after: [authModule, integrationModule, homeModule, leaseModule, billingModule],
  async register(app, ctx): Promise<{ sync: TenancySync }> {
    const sync = createTenancySync({ db: ctx.db, identityCodeKey: ctx.config.identityCodeKey });
    // PUT /api/integration/<kind>, behind the integration door with the kind's scope.
    await app.register(tenancySyncRoutes(sync));
    return { sync };
  },
});
