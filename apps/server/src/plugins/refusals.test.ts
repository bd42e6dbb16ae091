import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const server = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|-test-client\.ts$|-test-driver\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/**
 * A refusal answered by hand: a status code set to anything but a literal success or redirect, a
 * result or error that carries a client-error status of its own. Every refusal is lib/refusal.ts's
 * refuse(code), whose status the table REFUSALS gives, answered by reply.refuse or reply.settle
 * (plugins/errors.ts) or thrown as Refused.
 */
const BY_HAND = [
  /\.(code|status)\(\s*(?![23]\d\d\s*[),])/,
  /\bstatus:\s*4\d\d\b/,
  /\bstatusCode\s*[:=]\s*4\d\d\b/,
];

/** The files that answer a status themselves, each for its reason. */
const EXCEPTIONS: Record<string, string> = {
  "lib/refusal.ts": "the table itself: each code's status",
  "plugins/errors.ts":
    "the kit's answer (sendRefusal) and Fastify's own errors (an unreadable body, a method the path does not take, a rate limit's or a body limit's refusal), which keep the status Fastify gave them, and the 500",
  "plugins/session.ts":
    "the session door: 401 UNAUTHORIZED and 403 FORBIDDEN (IMPERSONATION_READ_ONLY) in one place before the route, written as they are rather than through the route's own schema",
  "plugins/connections.ts":
    "the timeouts and oversized headers of a connection, answered on the socket (408, 431, 400) before Fastify has a request to route",
  "modules/health/health.routes.ts": "liveness and readiness answer 503 while not ready: not a refusal",
  "sandbox/pay/pay.routes.ts":
    "the payment provider's stand-in answers as the provider's API and its payment pages do, not as the portal's",
  "sandbox/idp/idp.routes.ts":
    "the identity provider's stand-in answers its own sign-in pages, not the portal's API",
};

describe("refusals", () => {
  it("are answered through the one table, never by hand, but in the named places", () => {
    const files = sources(server);
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => {
      const name = relative(server, file).split("\\").join("/");
      if (name in EXCEPTIONS) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          BY_HAND.some((pattern) => pattern.test(line)) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
        );
    });
    expect(found).toEqual([]);
  });

  it("names only exceptions that still answer by hand", () => {
    const stale = Object.keys(EXCEPTIONS).filter(
      (name) => !BY_HAND.some((pattern) => pattern.test(readFileSync(join(server, name), "utf8"))),
    );
    expect(stale).toEqual([]);
  });
});
