import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createBillingRepository } from "../billing/index.ts";
import { createExchangeRepository } from "./exchange.repository.ts";
import { exchangeRoutes } from "./exchange.routes.ts";
import { createExchangeService, type ExchangeService } from "./exchange.service.ts";

/** The service as the routes and the jobs use it, from a database and the context's settings. */
export function exchangeServiceFor(
  ctx: Pick<AppContext, "db" | "now"> & {
    config: Pick<AppContext["config"], "publicUrl" | "customerServiceEmail"> & Partial<AppContext["config"]>;
  },
): ExchangeService {
  const billing = createBillingRepository(ctx.db);
  return createExchangeService({
    repo: createExchangeRepository(ctx.db),
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    customerServiceEmail: ctx.config.customerServiceEmail,
    ledger: (tenant) => billing.ledger({ contractId: tenant.contractId, personId: tenant.personId }),
    ...(ctx.config.serviceLevels ? { serviceLevels: ctx.config.serviceLevels } : {}),
  });
}

/** The apartment exchange on `app`: notices, matches, the confirmation link, applications, moderation. */
export async function registerExchange(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<{ exchange: ExchangeService }> {
  const exchange = exchangeServiceFor(ctx);
  await app.register(exchangeRoutes(exchange));
  return { exchange };
}
