import { INTEGRATION_SCOPES } from "@portal/schemas/integration";
import {
  DEV_INTEGRATION_TOKEN_KEY,
  SANDBOX_INTEGRATION_CLIENT,
  type IntegrationConfig,
} from "../../config/integration.ts";
import {
  integrationAssertions,
  integrationDeliveries,
  integrationEvents,
} from "../../db/schema/integration.ts";
import { auditModule } from "../audit/audit.module.ts";
import { createAuditRepository } from "../audit/index.ts";
import { authModule } from "../auth/auth.module.ts";
import { rule, type Limit } from "../auth/index.ts";
import { defineModule } from "../module.ts";
import { createAccessTokens } from "./access-tokens.ts";
import { integrationDoors, type IntegrationGate } from "./door.ts";
import { createEventFeed } from "./events.ts";
import { eventsRoutes } from "./events.routes.ts";
import { createIntegrationRepository } from "./integration.repository.ts";
import { tokenRoutes } from "./token.routes.ts";
import { createTokenService } from "./token.service.ts";
import { createWebhookJob, WEBHOOK_DEFAULTS, webhookGauges, type WebhookSettings } from "./webhooks.ts";

const FIFTEEN_MINUTES = 15 * 60_000;

export interface IntegrationSettings extends Omit<IntegrationConfig, "webhook"> {
  /** Failed token requests per client (as claimed) and per address before 429, like the sign-ins. */
  limits: { failuresPerClient: Limit; failuresPerAddress: Limit };
  /** The event feed's webhooks (INTEGRATION_WEBHOOK_URL); unset, none and no job. */
  webhook: WebhookSettings | undefined;
}

/**
 * The integration kit: the machine clients' token endpoint (OAuth 2.0 client credentials), the door
 * every other /api/integration/ route takes (integrationDoor, index.ts) with its audit, and the
 * event feed. docs/integration.md is the integrator's guide.
 */
export const integrationModule = defineModule({
  name: "integration",
  after: [authModule, auditModule],
  tables: {
    owns: [integrationEvents, integrationAssertions, integrationDeliveries],
  },
  settings: (config): IntegrationSettings => ({
    // A test app has no configuration of its own: it runs as the sandbox does, with the demo client.
    ...(config.integration ?? { clients: [SANDBOX_INTEGRATION_CLIENT], tokenKey: DEV_INTEGRATION_TOKEN_KEY }),
    webhook: config.integration?.webhook && { ...WEBHOOK_DEFAULTS, ...config.integration.webhook },
    limits: {
      failuresPerClient: { limit: 10, windowMs: FIFTEEN_MINUTES },
      failuresPerAddress: { limit: 50, windowMs: FIFTEEN_MINUTES },
    },
  }),
  async register(app, ctx, { auth }) {
    const { db, now, settings } = ctx;
    const repo = createIntegrationRepository(db);
    const tokens = createAccessTokens(settings.tokenKey, now);
    const service = createTokenService({
      clients: settings.clients,
      tokens,
      repo,
      publicUrl: ctx.config.publicUrl,
      now,
    });
    const audit = createAuditRepository(db);
    const { throttle } = auth.accountDeps;
    const rules = (clientId: string, address: string) => [
      rule(`integration-token:client:${clientId}`, settings.limits.failuresPerClient),
      rule(`integration-token:address:${address}`, settings.limits.failuresPerAddress),
    ];

    const gate: IntegrationGate = {
      async caller(token) {
        const verified = await tokens.verify(token);
        return verified && service.current(verified.clientId, verified.scopes);
      },
      async audit(request, caller, scope, allowed) {
        await audit.record(
          {
            action: allowed ? "integration_call" : "integration_call_refused",
            address: request.ip,
            details: {
              clientId: caller.clientId,
              method: request.method,
              route: request.routeOptions.url ?? null,
              scope,
            },
          },
          now(),
        );
      },
    };
    app.decorate("integrationGate", gate);
    app.decorateRequest("integrationClient", null);
    // The integration routes are no public writes: their door stands where a session's would.
    app.sessionDoors.push(...integrationDoors(INTEGRATION_SCOPES));

    await app.register(
      tokenRoutes({
        service,
        throttle: {
          allowed: (clientId, address) => throttle.peek(rules(clientId, address)),
          fail: async (clientId, address) => {
            await throttle.hit(rules(clientId, address));
          },
        },
        audit: (request, entry) =>
          audit.record(
            {
              action: entry.issued ? "integration_token_issued" : "integration_token_refused",
              address: request.ip,
              details: { clientId: entry.clientId ?? null, ...entry.details },
            },
            now(),
          ),
        perMinute: Math.max(1, Math.round(120 * (ctx.config.requestLimits?.factor ?? 1))),
      }),
    );
    await app.register(eventsRoutes(createEventFeed(db)));
    return { repo };
  },
  jobs: [
    // The event feed posted to INTEGRATION_WEBHOOK_URL, in order, one process at a time.
    {
      name: "integration-webhooks",
      intervalMs: (settings) => settings.webhook?.intervalMs ?? 5_000,
      once: true,
      first: "at-start",
      runsWith: (settings) => settings.webhook !== undefined,
      pass: (ctx) => createWebhookJob({ db: ctx.db, now: ctx.now, settings: ctx.settings.webhook! }),
    },
  ],
  // What waits for the webhook receiver, when there is one.
  gauges: (ctx) => (ctx.settings.webhook ? [webhookGauges(ctx.db, ctx.now)] : []),
  housekeeping: [
    {
      name: "integrationAssertions",
      delete: (ctx, at) => createIntegrationRepository(ctx.db).deleteExpiredAssertions(at),
    },
  ],
});
