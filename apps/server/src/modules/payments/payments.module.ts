import { paymentAttempts } from "../../db/schema/payments.ts";
import { configDefault } from "../../config.ts";
import { billingModule } from "../billing/billing.module.ts";
import { defineModule } from "../module.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { createPaymentsService } from "./payments.service.ts";
import { createPaymentReconciliationJob } from "./reconciliation.job.ts";
import { createReconciliation, type Reconciliation } from "./reconciliation.ts";
import { createSettlement } from "./settlement.ts";
import { paymentsMessages } from "./payments.messages.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One batch of the payment reconciliation (its job runs it on a timer; tests call it). */
    paymentReconciliation: Reconciliation;
  }
}

/**
 * Online payments, and the reconciliation batch as `app.paymentReconciliation`. The provider's client
 * is made by setup/payments.ts, for the configured merchant or the sandbox provider.
 */
export const paymentsModule = defineModule({
  name: "payments",
  after: [billingModule],
  tables: { owns: [paymentAttempts] },
  messages: paymentsMessages,
  settings: (config) => ({
    reconcileIntervalMs:
      config.payments?.reconcileIntervalMs ?? configDefault("PAYMENT_RECONCILE_INTERVAL_MS"),
  }),
  async register(app, ctx, { billing }): Promise<{ reconciliation: Reconciliation }> {
    const { client, publicUrl, sandbox } = ctx.services.payments;
    const repo = createPaymentsRepository(ctx.db);
    const settlement = createSettlement(ctx.db, repo);
    const log = ctx.log.child({ module: "payments" });
    await app.register(
      paymentsRoutes(
        createPaymentsService({
          db: ctx.db,
          repo,
          settlement,
          limits: billing.billing.paymentLimits,
          client,
          now: ctx.now,
          publicUrl,
          // The provider cannot call plain-http addresses; the sandbox is in-process.
          callbacks: sandbox || publicUrl.startsWith("https://"),
          log,
        }),
      ),
    );
    const reconciliation = createReconciliation({ repo, settlement, client, now: ctx.now, log });
    app.decorate("paymentReconciliation", reconciliation);
    return { reconciliation };
  },
  jobs: [
    // Payments whose redirect and callbacks never came, asked of the provider. In every process:
    // each batch claims its payments, so two processes never settle one twice and share the work.
    {
      name: "payment-reconciliation",
      intervalMs: (settings) => settings.reconcileIntervalMs,
      once: false,
      first: "at-start",
      pass: (_ctx, own) => createPaymentReconciliationJob({ runOnce: () => own.reconciliation.runOnce() }),
    },
  ],
});
