import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { configVariables, DEFAULT_CONNECTION_LIMITS, type Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { FileStore } from "./integrations/files/file-store.ts";
import { createLocalFileStore } from "./integrations/files/local-file-store.ts";
import { registerBodyParsers } from "./plugins/body.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerConnectionLimits, serverOptions } from "./plugins/connections.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimits, requestLimit, type RequestLimits } from "./plugins/rate-limits.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { serializerCompiler } from "./plugins/serializer.ts";
import { registerSession } from "./plugins/session.ts";
import { registerWeb } from "./plugins/web.ts";
import { createAuthRepository } from "./modules/auth/auth.repository.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createAccountLock } from "./modules/auth/account-lock.service.ts";
import { createTrustedDevices } from "./modules/auth/trusted-devices.ts";
import { unlockRoutes } from "./modules/auth/unlock.routes.ts";
import { createUnlockService } from "./modules/auth/unlock.service.ts";
import { createCodesService } from "./modules/auth/codes.service.ts";
import { sessionRoutes } from "./modules/session/session.routes.ts";
import { passwordResetRoutes } from "./modules/password-reset/password-reset.routes.ts";
import { createPasswordResetService } from "./modules/password-reset/password-reset.service.ts";
import { signUpRoutes } from "./modules/sign-up/sign-up.routes.ts";
import { createSignUpService } from "./modules/sign-up/sign-up.service.ts";
import { createThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from "./modules/auth/throttle.service.ts";
import { createContentRepository } from "./modules/content/content.repository.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { createContentPagesRepository } from "./modules/content/content-pages.repository.ts";
import { contentPagesRoutes } from "./modules/content/content-pages.routes.ts";
import { createContentPagesService } from "./modules/content/content-pages.service.ts";
import { createSearchRepository } from "./modules/search/search.repository.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { createSearchService } from "./modules/search/search.service.ts";
import { createBillingRepository } from "./modules/billing/billing.repository.ts";
import { registerBookings } from "./modules/bookings/bookings.setup.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { createBillingService } from "./modules/billing/billing.service.ts";
import { createLeaseRepository } from "./modules/lease/lease.repository.ts";
import { createContractAccess } from "./modules/lease/contract-access.ts";
import { leaseRoutes } from "./modules/lease/lease.routes.ts";
import { createLeaseService } from "./modules/lease/lease.service.ts";
import { createHomeRepository } from "./modules/home/home.repository.ts";
import { homeRoutes } from "./modules/home/home.routes.ts";
import { createHomeService } from "./modules/home/home.service.ts";
import { createNotificationsRepository } from "./modules/notifications/notifications.repository.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createMessagesRepository } from "./modules/messages/messages.repository.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { createFaultsRepository } from "./modules/faults/faults.repository.ts";
import { faultsRoutes } from "./modules/faults/faults.routes.ts";
import { createFaultsService } from "./modules/faults/faults.service.ts";
import { createMessagesService } from "./modules/messages/messages.service.ts";
import { createFeedbackRepository } from "./modules/feedback/feedback.repository.ts";
import { feedbackRoutes, type FeedbackLimits } from "./modules/feedback/feedback.routes.ts";
import { createHealthRepository } from "./modules/health/health.repository.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { identificationRoutes } from "./modules/identification/identification.routes.ts";
import { createProfileRepository } from "./modules/profile/profile.repository.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { createProfileService } from "./modules/profile/profile.service.ts";
import { passwordChangeRoutes } from "./modules/profile/password-change.routes.ts";
import { createPasswordChangeService } from "./modules/profile/password-change.service.ts";
import { createPhoneSignInRepository } from "./modules/phone-sign-in/phone-sign-in.repository.ts";
import { phoneSignInRoutes } from "./modules/phone-sign-in/phone-sign-in.routes.ts";
import { createPhoneSignInService } from "./modules/phone-sign-in/phone-sign-in.service.ts";
import { createMailboxRepository } from "./sandbox/mailbox/mailbox.repository.ts";
import { mailboxRoutes } from "./sandbox/mailbox/mailbox.routes.ts";
import { sandboxIdpRoutes } from "./sandbox/idp/idp.routes.ts";
import { sandboxPayRoutes } from "./sandbox/pay/pay.routes.ts";
import { paymentSettingsFromEnv, setupPayments, type PaymentSettings } from "./setup/payments.ts";
import { createPaymentsRepository } from "./modules/payments/payments.repository.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { createReconciliation, type Reconciliation } from "./modules/payments/reconciliation.ts";
import { createSettlement } from "./modules/payments/settlement.ts";
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
        "apiDocs" | "customerServiceEmail" | "contentApiUrl" | "residentActivityUrl" | "connections"
      >
    >;
  db: Db;
  /** Fastify's logger option: false in tests, pino options in main. */
  logger: FastifyServerOptions["logger"];
  /** Injectable clock so tests can move time for session expiry and contract dates. */
  now?: () => Date;
  /** Serve the sandbox mailbox at /sandbox/mail (only while mail or SMS go to the sandbox). */
  sandboxMailbox?: boolean;
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

declare module "fastify" {
  interface FastifyInstance {
    /** One batch of the payment reconciliation (main.ts runs it on a timer, tests call it). */
    paymentReconciliation: Reconciliation;
  }
}

/** Query values that are secrets (the bank's code, a registerSessionId) stay out of request logs. */
export function logSafeUrl(url: string): string {
  return url.replace(/([?&](?:code|state|registerSessionId|id_token|access_token)=)[^&]*/gi, "$1[redacted]");
}

/** Fastify's request log line, with logSafeUrl. */
export const LOG_SERIALIZERS = {
  req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
    method: req.method,
    url: logSafeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
};

/** Secrets must never reach the log, even when a debug level logs headers or bodies. */
export const LOG_REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "body.password",
  "body.sessionId",
  "password",
  "sessionId",
  "*.password",
  "*.sessionId",
  "body.newPassword",
  "body.code",
  "body.confirmationCode",
  "body.registerSessionId",
];

/** A hop count means "trust the n closest proxies", which Fastify's types only accept as a function. */
function trustProxyOption(value: Config["trustProxy"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const connections = deps.config.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    ...serverOptions(connections),
    logger: deps.logger,
    bodyLimit: deps.config.bodyLimit,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Our own ids only: an id taken from a client header could be used to forge log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerConnectionLimits(app, connections, deps.config.trustProxy);
  registerBodyParsers(app);
  registerErrorHandler(app);
  const contentApiUrl = deps.config.contentApiUrl ?? configVariables.CONTENT_API_URL.default;
  await registerSecurityHeaders(app, { contentApiUrl });
  // Per client address on every public write route (plugins/rate-limits.ts).
  await registerRateLimits(app, deps.limits?.requests);
  await registerCompression(app);
  // Only two cookies exist: the identification flow's browser binding and the trusted-device token.
  await app.register(cookie);
  const identity = deps.identity ?? identitySettingsFromEnv();
  await registerOpenApi(app, { serveDocs: deps.config.apiDocs ?? true, publicUrl: identity.publicUrl });

  const authLimits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...deps.limits?.auth };
  const codes = createCodesService(deps.db, now, deps.config.codeHashKey);
  const throttle = createThrottle(deps.db, now);
  const authRepo = createAuthRepository(deps.db);
  const lock = createAccountLock(deps.db, now);
  const devices = createTrustedDevices(deps.db, now);
  const accountDeps = { db: deps.db, codes, throttle, lock, limits: authLimits, now };
  const auth = createAuthService({ ...accountDeps, repo: authRepo, devices });
  registerSession(app, auth);
  const { service: identification, sandboxIdp } = await setupIdentification(app, deps.db, now, identity);
  if (sandboxIdp) await app.register(sandboxIdpRoutes(sandboxIdp, "Asukasportaali"));
  await app.register(
    identificationRoutes(identification, {
      publicUrl: identity.publicUrl,
      initiatePerMinute: requestLimit("POST /api/register/initiate", deps.limits?.requests),
    }),
  );

  await app.register(healthRoutes(createHealthRepository(deps.db)));
  await app.register(authRoutes(auth, { publicUrl: identity.publicUrl }));
  await app.register(sessionRoutes());
  await app.register(
    unlockRoutes(
      createUnlockService({
        db: deps.db,
        lock,
        devices,
        consumeIdentification: (ref) => identification.consumeIdentification(ref),
      }),
      { publicUrl: identity.publicUrl },
    ),
  );
  await app.register(
    signUpRoutes(
      createSignUpService({
        ...accountDeps,
        consumeIdentification: identification.consumeIdentification,
        peekIdentification: identification.peekIdentification,
      }),
    ),
  );
  await app.register(passwordResetRoutes(createPasswordResetService(accountDeps)));
  const profileRepo = createProfileRepository(deps.db);
  const profiles = createProfileService({ ...accountDeps, repo: profileRepo });
  await app.register(profileRoutes(profiles, auth));
  await app.register(
    passwordChangeRoutes(createPasswordChangeService({ ...accountDeps, repo: profileRepo })),
  );
  const phoneSignIn = createPhoneSignInService({
    ...accountDeps,
    repo: createPhoneSignInRepository(deps.db),
    authRepo,
    profiles,
    identification,
  });
  await app.register(phoneSignInRoutes(phoneSignIn, { publicUrl: identity.publicUrl }));
  const menus = createContentRepository(deps.db);
  await app.register(contentRoutes(menus));
  const contentPages = createContentPagesService(createContentPagesRepository(deps.db), menus);
  await app.register(contentPagesRoutes(contentPages));
  await app.register(searchRoutes(createSearchService(createSearchRepository(deps.db), contentPages)));
  const paymentSettings = deps.payments ?? paymentSettingsFromEnv();
  const { client: paytrail, sandbox: sandboxPay } = setupPayments(app, paymentSettings, now);
  if (sandboxPay) await app.register(sandboxPayRoutes(sandboxPay));
  const billing = createBillingService(createBillingRepository(deps.db), now);
  const paymentsRepo = createPaymentsRepository(deps.db);
  const settlement = createSettlement(deps.db, paymentsRepo);
  const paymentLog = app.log.child({ module: "payments" });
  await app.register(
    paymentsRoutes(
      createPaymentsService({
        db: deps.db,
        repo: paymentsRepo,
        settlement,
        limits: billing.paymentLimits,
        client: paytrail,
        now,
        publicUrl: paymentSettings.publicUrl,
        // The provider cannot call plain-http addresses; the sandbox is in-process.
        callbacks: paymentSettings.sandbox || paymentSettings.publicUrl.startsWith("https://"),
        log: paymentLog,
      }),
    ),
  );
  app.decorate(
    "paymentReconciliation",
    createReconciliation({ repo: paymentsRepo, settlement, client: paytrail, now, log: paymentLog }),
  );
  await app.register(billingRoutes(billing, auth));
  const files = deps.files ?? createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-")));
  const leaseRepo = createLeaseRepository(deps.db);
  const contractAccess = createContractAccess(leaseRepo, now);
  await app.register(leaseRoutes(createLeaseService(leaseRepo, billing.targets, now)));
  await app.register(homeRoutes(createHomeService(createHomeRepository(deps.db), files)));
  await app.register(
    notificationsRoutes(createNotificationsService(createNotificationsRepository(deps.db), now)),
  );
  const customerServiceEmail =
    deps.config.customerServiceEmail ?? configVariables.CUSTOMER_SERVICE_EMAIL.default;
  await app.register(
    messagesRoutes(
      createMessagesService({
        db: deps.db,
        repo: createMessagesRepository(deps.db),
        now,
        customerServiceEmail,
      }),
    ),
  );
  await app.register(
    faultsRoutes(
      createFaultsService({
        db: deps.db,
        repo: createFaultsRepository(deps.db),
        files,
        now,
        customerServiceEmail,
        access: contractAccess,
      }),
      files,
      { uploadFileTimeoutMs: connections.uploadFileTimeoutMs },
    ),
  );
  await app.register(
    feedbackRoutes(
      createFeedbackRepository(deps.db),
      now,
      deps.limits?.feedback ?? { perMinute: requestLimit("POST /api/feedback", deps.limits?.requests) },
    ),
  );
  await registerBookings(app, {
    db: deps.db,
    now,
    sessions: auth,
    serverKey: deps.config.codeHashKey,
    publicUrl: identity.publicUrl,
    limitFactor: deps.limits?.requests?.factor ?? 1,
    access: contractAccess,
  });
  if (deps.sandboxMailbox) await app.register(mailboxRoutes(createMailboxRepository(deps.db)));
  await registerWeb(app, deps.config.webDist, {
    contentApiUrl,
    residentActivityUrl: deps.config.residentActivityUrl ?? configVariables.RESIDENT_ACTIVITY_URL.default,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
