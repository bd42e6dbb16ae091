import type { FastifyInstance } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Strict CSP because the session id lives in local storage: an injected script could read it,
 * so nothing but our own script may run, and nothing may frame us.
 */
export const STRICT_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // blob: for the photos that pages fetch with the session and show as object URLs (only our own
  // script can make one).
  imgSrc: ["'self'", "data:", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The API reference page styles its widgets inline; it shows no user data, so it alone gets this. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

/**
 * connect-src: our own origin, plus the content service's when CONTENT_API_URL points at another
 * host (a WordPress the web reads directly).
 */
export function connectSources(contentApiUrl: string | undefined): string[] {
  const sources = ["'self'"];
  if (contentApiUrl && /^https?:\/\//i.test(contentApiUrl)) sources.push(new URL(contentApiUrl).origin);
  return sources;
}

/**
 * The headers helmet sets with these options, read once from its middleware: none of them depends on
 * the request, so each answer gets a copy of the same set instead of helmet's middleware running
 * (and checking every header twice) on every request.
 */
/**
 * frame-src: only the external events page's origin (EXTERNAL_EVENTS_URL), the one page the portal
 * embeds; without it frames fall back to default-src 'self'.
 */
export function frameSources(externalEventsUrl: string | undefined): string[] | null {
  if (!externalEventsUrl || !/^https:\/\//i.test(externalEventsUrl)) return null;
  return [new URL(externalEventsUrl).origin];
}

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { contentApiUrl?: string; externalEventsUrl?: string } = {},
): Promise<void> {
  const frameSrc = frameSources(options.externalEventsUrl);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...STRICT_CSP,
        connectSrc: connectSources(options.contentApiUrl),
        ...(frameSrc ? { frameSrc } : {}),
      },
    },
    // Cross-origin isolation headers would break nothing today but buy nothing either.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // API answers carry session ids and personal data: no browser or proxy may keep them. Set
    // before the handler runs, so a route that may be cached says so by setting its own header.
    if (request.url === "/api" || request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    done();
  });
}
