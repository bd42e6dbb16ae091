import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { trustedPeer } from "./connections.ts";

/*
 * What the request log may say. Every request is logged with its method and address, and some
 * addresses carry a secret: a review link's token, an exchange notice's confirmation secret, a
 * calendar feed's token, an identity provider's code and state, an impersonation's nonce. Those
 * parts are written as [redacted]. Which parts they are is read from route patterns:
 *
 * - a route of the server whose pattern names a parameter in SECRET_PARAMS
 *   (`/api/form-review/:token`) has that path segment redacted, whatever the route;
 * - a page of the web app is not a route of the server (the SPA's fallback serves it), so the pages
 *   whose paths carry a secret are listed in SECRET_PAGES, with the same parameter names;
 * - query parameters named in SECRET_QUERY are redacted on every address, and so are those named in
 *   PERSONAL_QUERY (a search's words, a mailbox address) and any query value that has the shape of
 *   an identity code, an email address, a phone number or an IBAN.
 *
 * Every request is one line ("request completed", or "request aborted" when the client went away):
 * the method, the address as above, the pattern of the route that answered, the status and the
 * time taken. What other log lines may carry is held by LOG_REDACT: personal data (identity codes,
 * phone numbers, emails, IBANs, names) and secrets under their usual keys, at any of the first levels.
 *
 * A new secret-bearing route is covered by naming its parameter `:token` or `:secret`; a test
 * (request-log.test.ts) fails for a route or page whose parameter sounds secret but is not covered.
 */

/** Path parameters whose values are secrets, wherever a route or page names them. */
export const SECRET_PARAMS: readonly string[] = ["token", "secret", "nonce", "code"];

/** Query parameters whose values are secrets on any address. */
export const SECRET_QUERY: readonly string[] = [
  "code",
  "state",
  "nonce",
  "token",
  "secret",
  "registerSessionId",
  "id_token",
  "access_token",
  "refresh_token",
  // The integration API's token endpoint takes these in its form; never in an address, but if sent so.
  "client_secret",
  "client_assertion",
  // Bank identification's signed request object (FTN), and what a client may pass beside it.
  "request",
  "id_token_hint",
  "login_hint",
];

/** Query parameters whose values are personal data on any address. */
export const PERSONAL_QUERY: readonly string[] = ["q", "query", "search", "to", "email", "phone", "ssn"];

/**
 * The web app's pages whose paths carry a secret (apps/web/src/lib/routes.json): the moderator's
 * review link and the exchange notice's confirmation link.
 */
export const SECRET_PAGES: readonly string[] = [
  "/hallinta/lomakkeet/:token",
  "/vaihtoilmoitukset/:id/:secret",
];

const REDACTED = "[redacted]";
const secretQuery = new RegExp(`([?&](?:${[...SECRET_QUERY, ...PERSONAL_QUERY].join("|")})=)[^&#]*`, "gi");

/**
 * Query values shaped like personal data, whatever their parameter's name: a Finnish identity code,
 * an email address (also percent-encoded), a phone number, an IBAN.
 */
const PERSONAL_VALUE = [
  /(?<![\w-])\d{6}[-+A-FU-Y]\d{3}[0-9A-Y](?![\w-])/i,
  /@|%40/,
  /^(?:\+|%2B|00)\d[\d\s%20-]{6,}$|^0\d{6,}$/i,
  /^[A-Z]{2}\d{2}(?:(?:\s|\+|%20)?[\dA-Z]{4}){2,7}(?:(?:\s|\+|%20)?[\dA-Z]{1,3})?$/i,
];
const queryValue = /([?&][^=&#]+=)([^&#]*)/g;

/** The positions of a pattern's secret segments, or null when it has none. */
function secretSegments(pattern: string): Set<number> | null {
  const positions = new Set<number>();
  pattern.split("/").forEach((segment, i) => {
    if (segment.startsWith(":") && SECRET_PARAMS.includes(segment.slice(1))) positions.add(i);
  });
  return positions.size ? positions : null;
}

/** Whether a path has the pattern's shape: as many segments, the fixed ones equal. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i])
  );
}

const PAGES = SECRET_PAGES.map((pattern) => ({ pattern, secret: secretSegments(pattern)! }));

/**
 * The address as the log may show it: the secret segments of its route's pattern (or, for a page,
 * of the SECRET_PAGES pattern it matches) and the SECRET_QUERY values redacted. `route` is the
 * pattern of the route that answered, when one did.
 */
export function logSafeUrl(url: string, route?: string): string {
  const at = url.search(/[?#]/);
  const path = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? "" : url.slice(at);
  const routed = route ? secretSegments(route) : null;
  const secret =
    routed && route && matches(route, path)
      ? routed
      : PAGES.find((page) => matches(page.pattern, path))?.secret;
  const safePath = secret
    ? path
        .split("/")
        .map((segment, i) => (secret.has(i) ? REDACTED : segment))
        .join("/")
    : path;
  return (
    safePath +
    rest
      .replace(secretQuery, `$1${REDACTED}`)
      .replace(queryValue, (all, name: string, value: string) =>
        PERSONAL_VALUE.some((shape) => shape.test(value)) ? `${name}${REDACTED}` : all,
      )
  );
}

/** The pattern of the route that answers a request, when one does (not for the SPA's fallback). */
function routeOf(req: { routeOptions?: { url?: string | undefined } }): string | undefined {
  try {
    return req.routeOptions?.url;
  } catch {
    return undefined;
  }
}

/** Fastify's request log line, with logSafeUrl and the pattern of the route that answered. */
export const LOG_SERIALIZERS = {
  req: (req: {
    method: string;
    url: string;
    host?: string;
    ip?: string;
    routeOptions?: { url?: string | undefined };
  }) => ({
    method: req.method,
    url: logSafeUrl(req.url, routeOf(req)),
    route: routeOf(req),
    host: req.host,
    remoteAddress: req.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * One line per request, written when its answer has gone (Fastify's own two lines, "incoming
 * request" and "request completed", are turned off in app.ts): a client that went away first is
 * logged as aborted.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    request.log.info({ req: request }, "request aborted");
    done();
  });
}

/** A request id a proxy may hand on: a UUID, HAProxy's unique-id or the like, nothing to forge lines with. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

/**
 * Each request's id (the log's `reqId`, the `x-request-id` answer header, the id a 500 shows): the
 * one a proxy named in TRUST_PROXY made for it and sent as X-Request-ID, so its log and ours name
 * the request alike; otherwise a fresh UUID. A client's own header is never taken: it could be used
 * to forge log lines or to make two requests look like one.
 */
export function requestIdOf(trustProxy: Config["trustProxy"]): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const header = request.headers["x-request-id"];
    const peer = request.socket?.remoteAddress;
    return typeof header === "string" && PROXY_REQUEST_ID.test(header) && peer && trusted(peer)
      ? header
      : randomUUID();
  };
}

/** Keys whose values are personal data, redacted at the top of a log line and at its first levels. */
const PERSONAL_KEYS = [
  "ssn",
  "identityCode",
  "personalIdentityCode",
  "email",
  "phone",
  "phoneNumber",
  "iban",
  "bic",
  "firstName",
  "lastName",
  "fullName",
  "recipientName",
  "beneficiaryName",
  "streetAddress",
];
/** In a request's or an answer's body a name is personal too (a form's name, a contact's). */
const BODY_KEYS = [...PERSONAL_KEYS, "name", "recipient", "description", "text", "message"];

/** Secrets must never reach the log, even when a debug level logs headers or bodies. */
export const LOG_REDACT = [
  ...new Set([
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
    "body.nonce",
    "body.secret",
    "body.ssn",
    // The integration API's token request (form-encoded) and answer.
    "body.client_secret",
    "body.client_assertion",
    "body.access_token",
    "access_token",
    "*.access_token",
    ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
    ...BODY_KEYS.flatMap((key) => [`body.${key}`, `body.*.${key}`, `body.*.*.${key}`]),
  ]),
];
