import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

/**
 * Strict CSP because the session id lives in local storage: an injected script could read it,
 * so nothing but our own script may run, and nothing may frame us.
 */
export const STRICT_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The API reference page styles its widgets inline; it shows no user data, so it alone gets this. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_CSP },
    // Cross-origin isolation headers would break nothing today but buy nothing either.
    crossOriginEmbedderPolicy: false,
  });
}
