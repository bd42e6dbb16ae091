import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { registerBodyParsers } from "./plugins/body.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerSession } from "./plugins/session.ts";
import { registerWeb } from "./plugins/web.ts";
import { createAuthRepository } from "./modules/auth/auth.repository.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createContentRepository } from "./modules/content/content.repository.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { createFeedbackRepository } from "./modules/feedback/feedback.repository.ts";
import { feedbackRoutes, type FeedbackLimits } from "./modules/feedback/feedback.routes.ts";
import { createHealthRepository } from "./modules/health/health.repository.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createProfileRepository } from "./modules/profile/profile.repository.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";

export interface AppDeps {
  config: Pick<Config, "bodyLimit" | "trustProxy" | "webDist">;
  db: Db;
  /** Fastify's logger option: false in tests, pino options in main. */
  logger: FastifyServerOptions["logger"];
  /** Injectable clock so tests can move time for session expiry and contract dates. */
  now?: () => Date;
  limits?: { feedback?: FeedbackLimits };
}

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
];

/** A hop count means "trust the n closest proxies", which Fastify's types only accept as a function. */
function trustProxyOption(value: Config["trustProxy"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
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
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerBodyParsers(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Off globally: limits are declared per route where a public endpoint writes (feedback).
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  const auth = createAuthService(createAuthRepository(deps.db), now);
  registerSession(app, auth);

  await app.register(healthRoutes(createHealthRepository(deps.db)));
  await app.register(authRoutes(auth));
  await app.register(profileRoutes(createProfileRepository(deps.db)));
  await app.register(contentRoutes(createContentRepository(deps.db)));
  await app.register(
    feedbackRoutes(createFeedbackRepository(deps.db), now, deps.limits?.feedback ?? { perMinute: 20 }),
  );
  await registerWeb(app, deps.config.webDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
