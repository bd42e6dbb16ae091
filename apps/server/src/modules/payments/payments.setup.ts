import type { FastifyInstance } from "fastify";
import type { PaytrailClient } from "../../integrations/payments/paytrail-client.ts";
import type { BillingService } from "../billing/index.ts";
import type { AppContext } from "../context.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { createPaymentsService } from "./payments.service.ts";
import { createReconciliation, type Reconciliation } from "./reconciliation.ts";
import { createSettlement } from "./settlement.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One batch of the payment reconciliation (the jobs run it on a timer, jobs/index.ts; tests call it). */
    paymentReconciliation: Reconciliation;
  }
}

/**
 * Online payments on `app`, and the reconciliation batch as `app.paymentReconciliation`. The client
 * is made by setup/payments.ts, for the configured merchant or the sandbox provider.
 */
export async function registerPayments(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    client: PaytrailClient;
    /** Where the provider sends browsers and callbacks back to. */
    publicUrl: string;
    /** The sandbox provider is in use. */
    sandbox: boolean;
    limits: BillingService["paymentLimits"];
  },
): Promise<void> {
  const repo = createPaymentsRepository(ctx.db);
  const settlement = createSettlement(ctx.db, repo);
  const log = ctx.log.child({ module: "payments" });
  await app.register(
    paymentsRoutes(
      createPaymentsService({
        db: ctx.db,
        repo,
        settlement,
        limits: deps.limits,
        client: deps.client,
        now: ctx.now,
        publicUrl: deps.publicUrl,
        // The provider cannot call plain-http addresses; the sandbox is in-process.
        callbacks: deps.sandbox || deps.publicUrl.startsWith("https://"),
        log,
      }),
    ),
  );
  app.decorate(
    "paymentReconciliation",
    createReconciliation({ repo, settlement, client: deps.client, now: ctx.now, log }),
  );
}
