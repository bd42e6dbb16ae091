import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { configDefault, configVariables, DEFAULT_CONNECTION_LIMITS, type Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { FileStore } from "./integrations/files/file-store.ts";
import { createLocalFileStore } from "./integrations/files/local-file-store.ts";
import { createHousekeeping } from "./jobs/housekeeping.ts";
import type { JobDefinition } from "./lib/job.ts";
import { registerBodyParsers } from "./plugins/body.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerConnectionLimits, serverOptions } from "./plugins/connections.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerRequestLog, requestIdOf } from "./plugins/logging.ts";
import { registerRequestMetrics, type Metrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimits, type RequestLimits } from "./plugins/rate-limits.ts";
import { registerDrainingConnections, type Readiness } from "./plugins/readiness.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { serializerCompiler } from "./plugins/serializer.ts";
import { registerWeb } from "./plugins/web.ts";
import type { AppContext } from "./modules/context.ts";
import { MANIFESTS } from "./modules/manifests.ts";
import { registerModules, type SettingsOverrides } from "./modules/module.ts";
import { staffSessionRoutes } from "./sandbox/staff/staff-sessions.routes.ts";
import { createMailboxRepository } from "./sandbox/mailbox/mailbox.repository.ts";
import { mailboxRoutes } from "./sandbox/mailbox/mailbox.routes.ts";
import { sandboxIdpRoutes } from "./sandbox/idp/idp.routes.ts";
import { sandboxPayRoutes } from "./sandbox/pay/pay.routes.ts";
import { paymentSettingsFromEnv, setupPayments, type PaymentSettings } from "./setup/payments.ts";
import {
  identitySettingsFromEnv,
  setupIdentification,
  type IdentitySettings,
} from "./setup/identification.ts";

export interface AppDeps {
  /** The whole configuration in the runtime; a test sets what it needs, and each module's settings default the rest. */
  config: Pick<Config, "bodyLimit" | "trustProxy" | "webDist" | "codeHashKey"> & Partial<Config>;
  db: Db;
  /** Fastify's logger option: false in tests, pino options in a test that reads the log. */
  logger?: FastifyServerOptions["logger"];
  /** The runtime's logger (runtime.ts), built before the app; wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The runtime's readiness (GET /api/ready); unset: ready whenever the database answers. */
  readiness?: Readiness;
  /** The runtime's Prometheus metrics; unset: none. */
  metrics?: Metrics;
  /** Injectable clock so tests can move time for session expiry and contract dates. */
  now?: () => Date;
  /** Serve the sandbox mailbox at /sandbox/mail (only while mail or SMS go to the sandbox). */
  sandboxMailbox?: boolean;
  /** Serve the web app's look page for developers at /sandbox/ui (SANDBOX=true). */
  sandboxUi?: boolean;
  limits?: { requests?: RequestLimits };
  /** Some modules' settings in place of what they read from the configuration (tests: their own limits). */
  settings?: SettingsOverrides<typeof MANIFESTS>;
  /** Strong identification settings; unset: read from the environment (tests). */
  identity?: IdentitySettings;
  /**
   * Stored files (integrations/files); unset: a local store in a fresh temporary directory (tests):
   * `deps.files ?? createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-")))`.
   */
  files?: FileStore;
  /** Online payment settings; unset: read from the environment (tests). */
  payments?: PaymentSettings;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The portal's jobs, for the runtime's scheduler (jobs/scheduler.ts): housekeeping, which deletes
     * what every module says expires, then each module's own, in the modules' order.
     */
    jobs: JobDefinition[];
  }
}

// What the request log may say (plugins/logging.ts); the runtime and the tests build their loggers with these.
export { LOG_REDACT, LOG_SERIALIZERS, logSafeUrl } from "./plugins/logging.ts";

/** A hop count means "trust the n closest proxies", which Fastify's types only accept as a function. */
function trustProxyOption(value: Config["trustProxy"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const connections = deps.config.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    ...serverOptions(connections),
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? false }),
    // One line per request instead of Fastify's two (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.config.bodyLimit,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Our own ids, or the one a trusted proxy made (plugins/logging.ts): never a client's.
    requestIdHeader: false,
    genReqId: requestIdOf(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerRequestLog(app);
  if (deps.metrics) registerRequestMetrics(app, deps.metrics);
  if (deps.readiness) registerDrainingConnections(app, deps.readiness);
  registerConnectionLimits(app, connections, deps.config.trustProxy);
  registerBodyParsers(app);
  registerErrorHandler(app);
  const contentApiUrl = deps.config.contentApiUrl ?? configVariables.CONTENT_API_URL.default;
  const externalEventsUrl = deps.config.externalEventsUrl ?? "";
  await registerSecurityHeaders(app, { contentApiUrl, externalEventsUrl });
  // Per client address on every public write route (plugins/rate-limits.ts).
  await registerRateLimits(app, deps.limits?.requests);
  await registerCompression(app);
  // Only three cookies exist: the browser bindings of strong identification and of staff sign-in, and
  // the trusted-device token.
  await app.register(cookie);
  const identity = deps.identity ?? identitySettingsFromEnv();
  await registerOpenApi(app, { serveDocs: deps.config.apiDocs ?? true, publicUrl: identity.publicUrl });

  const files = deps.files ?? createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-")));

  // The external services each module is given: the configured ones, or their sandbox stand-ins.
  const {
    service: identification,
    staffProvider,
    sandboxIdp,
    staffClientId,
    clientJwks,
  } = await setupIdentification(app, deps.db, now, identity);
  if (sandboxIdp) await app.register(sandboxIdpRoutes(sandboxIdp, "Asukasportaali", staffClientId));
  const paymentSettings = deps.payments ?? paymentSettingsFromEnv();
  const { client: paytrail, sandbox: sandboxPay } = setupPayments(app, paymentSettings, now, deps.db);
  if (sandboxPay) await app.register(sandboxPayRoutes(sandboxPay));

  const ctx: AppContext = {
    db: deps.db,
    now,
    config: {
      publicUrl: identity.publicUrl,
      serverKey: deps.config.codeHashKey,
      identityCodeKey: identity.identityCodeKey,
      requestLimits: deps.limits?.requests,
      uploadFileTimeoutMs: connections.uploadFileTimeoutMs,
    },
    files,
    services: {
      identification,
      staffProvider,
      clientJwks,
      payments: {
        client: paytrail,
        publicUrl: paymentSettings.publicUrl,
        sandbox: paymentSettings.sandbox,
      },
      readiness: deps.readiness,
    },
    log: app.log,
  };

  // The modules (modules/manifests.ts), each after the modules it names; each registers its routes.
  const modules = await registerModules(app, ctx, MANIFESTS, {
    config: deps.config,
    settings: deps.settings,
  });
  for (const check of modules.readiness) deps.readiness?.addCheck(check);
  for (const set of modules.gauges) deps.metrics?.addGauges(set);
  app.decorate("jobs", [
    {
      name: "housekeeping",
      intervalMs: deps.config.housekeepingIntervalMs ?? configDefault("HOUSEKEEPING_INTERVAL_MS"),
      once: true,
      first: "at-start",
      pass: createHousekeeping({
        expiries: modules.housekeeping,
        now,
        log: app.log.child({ job: "housekeeping" }),
      }),
    },
    ...modules.jobs,
  ]);

  if (deps.sandboxMailbox) await app.register(mailboxRoutes(createMailboxRepository(deps.db)));
  if (identity.sandbox) await app.register(staffSessionRoutes(deps.db, now));
  await registerWeb(
    app,
    deps.config.webDist,
    {
      contentApiUrl,
      residentActivityUrl: deps.config.residentActivityUrl ?? configVariables.RESIDENT_ACTIVITY_URL.default,
      externalEventsUrl,
    },
    { sandboxUi: deps.sandboxUi },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
