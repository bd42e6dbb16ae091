import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_SERVICE_LEVELS } from "./lib/service-levels.ts";
import { DEFAULT_TERMINATION_BRANDING } from "./config/termination.ts";
import { configVariables, DEFAULT_CONNECTION_LIMITS, type Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { FileStore } from "./integrations/files/file-store.ts";
import { createLocalFileStore } from "./integrations/files/local-file-store.ts";
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
import { registerAuth } from "./modules/auth/auth.setup.ts";
import type { AuthLimits } from "./modules/auth/throttle.service.ts";
import { registerBilling } from "./modules/billing/billing.setup.ts";
import { registerBookings } from "./modules/bookings/bookings.setup.ts";
import { registerTermination } from "./modules/termination/termination.setup.ts";
import { registerContent } from "./modules/content/content.setup.ts";
import type { AppContext } from "./modules/context.ts";
import { staffSessionRoutes } from "./sandbox/staff/staff-sessions.routes.ts";
import { createStaffRepository } from "./modules/staff/index.ts";
import { registerQueue } from "./modules/queue/queue.setup.ts";
import { registerCommitteeForms } from "./modules/committee-forms/committee-forms.setup.ts";
import { registerExchange } from "./modules/exchange/exchange.setup.ts";
import { registerFaults } from "./modules/faults/faults.setup.ts";
import { registerFeedback } from "./modules/feedback/feedback.setup.ts";
import type { FeedbackLimits } from "./modules/feedback/feedback.routes.ts";
import { registerHealth } from "./modules/health/health.setup.ts";
import { registerHome } from "./modules/home/home.setup.ts";
import { registerIdentification } from "./modules/identification/identification.setup.ts";
import { registerImpersonation } from "./modules/impersonation/impersonation.setup.ts";
import { registerLease } from "./modules/lease/lease.setup.ts";
import { registerMessages } from "./modules/messages/messages.setup.ts";
import { registerNotices } from "./modules/notices/notices.setup.ts";
import { registerNotifications } from "./modules/notifications/notifications.setup.ts";
import { registerPasswordReset } from "./modules/password-reset/password-reset.setup.ts";
import { registerPayments } from "./modules/payments/payments.setup.ts";
import { registerPhoneSignIn } from "./modules/phone-sign-in/phone-sign-in.setup.ts";
import { registerProfile } from "./modules/profile/profile.setup.ts";
import { registerReplies } from "./modules/replies/replies.setup.ts";
import { registerSearch } from "./modules/search/search.setup.ts";
import { registerSession } from "./modules/session/session.setup.ts";
import { registerSignUp } from "./modules/sign-up/sign-up.setup.ts";
import { registerStaff } from "./modules/staff/staff.setup.ts";
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
  config: Pick<Config, "bodyLimit" | "trustProxy" | "webDist" | "codeHashKey"> &
    Partial<
      Pick<
        Config,
        | "apiDocs"
        | "customerServiceEmail"
        | "formsModerator"
        | "contentApiUrl"
        | "residentActivityUrl"
        | "externalEventsUrl"
        | "connections"
        | "serviceLevels"
        | "terminationBranding"
      >
    >;
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
  limits?: { feedback?: FeedbackLimits; auth?: Partial<AuthLimits>; requests?: RequestLimits };
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
  const ctx: AppContext = {
    db: deps.db,
    now,
    config: {
      publicUrl: identity.publicUrl,
      customerServiceEmail:
        deps.config.customerServiceEmail ?? configVariables.CUSTOMER_SERVICE_EMAIL.default,
      formsModerator: deps.config.formsModerator ?? {
        email: configVariables.FORMS_MODERATOR_EMAIL.default,
        language: "fi",
      },
      serverKey: deps.config.codeHashKey,
      requestLimits: deps.limits?.requests,
      uploadFileTimeoutMs: connections.uploadFileTimeoutMs,
      serviceLevels: deps.config.serviceLevels ?? DEFAULT_SERVICE_LEVELS,
      terminationBranding: deps.config.terminationBranding ?? DEFAULT_TERMINATION_BRANDING,
    },
    files,
    log: app.log,
  };

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

  // The modules, in order; each registers its routes and returns what later modules use.
  const { authRepo, accountDeps } = await registerAuth(app, ctx, {
    identification,
    limits: deps.limits?.auth,
  });
  const { staff } = await registerStaff(app, ctx, { authRepo, accountDeps, staffProvider });
  await registerSession(app, ctx, { staff });
  await registerImpersonation(app, ctx, {
    authRepo,
    staffProvider,
    identityCodeKey: identity.identityCodeKey,
  });
  await registerIdentification(app, ctx, { identification, clientJwks });
  await registerHealth(app, ctx, { readiness: deps.readiness });
  await registerSignUp(app, ctx, { accountDeps, identification });
  await registerPasswordReset(app, ctx, { accountDeps });
  const { profiles } = await registerProfile(app, ctx, { accountDeps });
  await registerPhoneSignIn(app, ctx, { accountDeps, authRepo, profiles, identification });
  const { contentPages } = await registerContent(app, ctx);
  await registerSearch(app, ctx, { contentPages });
  const { billing } = await registerBilling(app, ctx);
  await registerPayments(app, ctx, {
    client: paytrail,
    publicUrl: paymentSettings.publicUrl,
    sandbox: paymentSettings.sandbox,
    limits: billing.paymentLimits,
  });
  const { access } = await registerLease(app, ctx, { billing });
  await registerHome(app, ctx);
  await registerNotifications(app, ctx);
  await registerMessages(app, ctx);
  await registerFaults(app, ctx, { access });
  await registerCommitteeForms(app, ctx);
  await registerQueue(app, ctx);
  await registerReplies(app, ctx);
  await registerExchange(app, ctx);
  await registerFeedback(app, ctx, { limits: deps.limits?.feedback });
  await registerBookings(app, ctx, { access });
  await registerNotices(app, ctx);
  await registerTermination(app, ctx, { identification });

  if (deps.sandboxMailbox) await app.register(mailboxRoutes(createMailboxRepository(deps.db)));
  if (identity.sandbox) await app.register(staffSessionRoutes(authRepo, createStaffRepository(deps.db), now));
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
