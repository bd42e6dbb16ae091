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
 * - query parameters named in SECRET_QUERY are redacted on every address.
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
];

/**
 * The web app's pages whose paths carry a secret (apps/web/src/lib/routes.json): the moderator's
 * review link and the exchange notice's confirmation link.
 */
export const SECRET_PAGES: readonly string[] = [
  "/hallinta/lomakkeet/:token",
  "/vaihtoilmoitukset/:id/:secret",
];

const REDACTED = "[redacted]";
const secretQuery = new RegExp(`([?&](?:${SECRET_QUERY.join("|")})=)[^&#]*`, "gi");

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
  return safePath + rest.replace(secretQuery, `$1${REDACTED}`);
}

/** The pattern of the route that answers a request, when one does (not for the SPA's fallback). */
function routeOf(req: { routeOptions?: { url?: string | undefined } }): string | undefined {
  try {
    return req.routeOptions?.url;
  } catch {
    return undefined;
  }
}

/** Fastify's request log line, with logSafeUrl. */
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
  "body.nonce",
  "body.secret",
  "body.ssn",
];
