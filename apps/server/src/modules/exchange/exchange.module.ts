import {
  exchangeApplicationStatusChanges,
  exchangeApplications,
  exchangeNoticeStateChanges,
  exchangeNotices,
} from "../../db/schema/exchange.ts";
import { authModule } from "../auth/auth.module.ts";
import { createBillingRepository } from "../billing/index.ts";
import type { AppContext } from "../context.ts";
import { handlingSettings, type HandlingSettings } from "../handling/index.ts";
import { defineModule } from "../module.ts";
import { createExchangeJob } from "./exchange.job.ts";
import { createExchangeRepository } from "./exchange.repository.ts";
import { exchangeRoutes } from "./exchange.routes.ts";
import { createExchangeService, type ExchangeService } from "./exchange.service.ts";
import { exchangeMessages } from "./exchange.messages.ts";
import { exchangeApplicationsSource } from "./work-item.repository.ts";

/** The service as the routes and the jobs use it, from a database, the clock and the settings. */
export function exchangeServiceFor(
  ctx: Pick<AppContext, "db" | "now"> & {
    config: Pick<AppContext["config"], "publicUrl">;
    settings: Pick<HandlingSettings, "customerServiceEmail"> & Partial<HandlingSettings>;
  },
): ExchangeService {
  const billing = createBillingRepository(ctx.db);
  return createExchangeService({
    repo: createExchangeRepository(ctx.db),
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    customerServiceEmail: ctx.settings.customerServiceEmail,
    ledger: (tenant) => billing.ledger({ contractId: tenant.contractId, personId: tenant.personId }),
    ...(ctx.settings.serviceLevels ? { serviceLevels: ctx.settings.serviceLevels } : {}),
  });
}

const HOUR = 3_600_000;

/** The apartment exchange: notices, matches, the confirmation link, applications, moderation. */
export const exchangeModule = defineModule({
  name: "exchange",
  after: [authModule],
  tables: {
    owns: [
      exchangeNotices,
      exchangeNoticeStateChanges,
      exchangeApplications,
      exchangeApplicationStatusChanges,
    ],
  },
  workItems: [exchangeApplicationsSource],
  messages: exchangeMessages,
  settings: handlingSettings,
  async register(app, ctx): Promise<{ exchange: ExchangeService }> {
    const exchange = exchangeServiceFor(ctx);
    await app.register(exchangeRoutes(exchange));
    return { exchange };
  },
  jobs: [
    // Published notices expire (with a reminder mail a week before) and go with their leases.
    {
      name: "exchange",
      intervalMs: () => HOUR,
      once: true,
      first: "later",
      pass: (_ctx, own) => createExchangeJob(own.exchange),
    },
  ],
});
