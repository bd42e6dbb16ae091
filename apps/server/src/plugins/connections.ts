import type { ServerOptions, ServerResponse } from "node:http";
import { BlockList, isIPv4, isIPv6, type Socket } from "node:net";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { MAX_FILES } from "@portal/schemas/faults.constants";
import type { Config, ConnectionLimits } from "../config.ts";

/**
 * The longest any request may take to arrive: headers, a report's fields and every file at its
 * deadline. Node enforces it for every request; the body deadline below and the per-file deadline
 * (faults/attachment.ts) come first for everything else.
 */
export function longestRequestMs(limits: ConnectionLimits): number {
  return limits.headersTimeoutMs + limits.requestTimeoutMs + MAX_FILES * limits.uploadFileTimeoutMs;
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", error: "REQUEST_TIMEOUT" },
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", error: "BAD_REQUEST" },
};
const BAD_REQUEST = { status: 400, reason: "Bad Request", error: "BAD_REQUEST" };

/**
 * A client that broke the protocol, or did not send its request in time, before any route saw it:
 * answered in the API's own error shape (Fastify's default answers in its own) and disconnected.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // As Node itself does: never write into an answer that has already begun on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { status, reason, error: code } = CLIENT_ERRORS[error.code ?? ""] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: code });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's own defaults wait for ever for a request's body and have no header timeout of their
 * own, so a client that opens connections and never finishes a request keeps them all.
 */
export function serverOptions(limits: ConnectionLimits): Pick<
  FastifyServerOptions,
  "keepAliveTimeout" | "requestTimeout" | "clientErrorHandler"
> & {
  http: ServerOptions;
} {
  const requestTimeout = longestRequestMs(limits);
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout,
    clientErrorHandler,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout,
      // Node looks for expired requests this often (30 s by default): a deadline is met within it.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.round(limits.headersTimeoutMs / 2))),
    },
  };
}

/**
 * Where the connection cap counts a client: an IPv4 address (also when written IPv4-mapped), or
 * an IPv6 client's /64 network, which is what one household or one machine is usually given.
 */
export function addressKey(address: string): string {
  const bare = address.split("%")[0]!;
  if (bare.toLowerCase().startsWith("::ffff:") && isIPv4(bare.slice(7))) return bare.slice(7);
  if (!isIPv6(bare)) return bare;
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head, tail] = bare.split("::");
  const before = groups(head);
  const after = groups(tail);
  const full = [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** proxy-addr's names, which Fastify's trustProxy (and so TRUST_PROXY) accepts beside addresses. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether a connecting peer is one of the proxies TRUST_PROXY names: those carry every client's
 * connections, so the cap is the proxy's to apply. A hop count trusts whoever connects.
 */
export function trustedPeer(trustProxy: Config["trustProxy"]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === "number") return () => trustProxy > 0;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, prefix] = entry.split("/");
    const type = isIPv4(address!) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return (address) => {
    const key = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
    return list.check(key, isIPv4(key) ? "ipv4" : "ipv6");
  };
}

/**
 * A body must arrive within REQUEST_TIMEOUT_MS of the server starting to read it; otherwise 408,
 * and the connection closes with the answer. Multipart bodies are read by their route, with a
 * deadline per file; a body that is already here costs no extra stream.
 */
function registerBodyDeadline(app: FastifyInstance, ms: number): void {
  app.addHook("preParsing", (request, reply, payload, done) => {
    const { headers } = request;
    const hasBody = headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
    if (!hasBody || request.raw.complete || /^multipart\//i.test(headers["content-type"] ?? ""))
      return done(null, payload);
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(timed);
      reply.header("connection", "close");
      // A body nobody reads any more (its request was abandoned, or the server closed meanwhile) ends
      // quietly: an error with no listener would be thrown from the timer instead.
      if (timed.listenerCount("error") === 0) return void timed.destroy();
      timed.destroy(
        Object.assign(new Error(`request body not received within ${ms} ms`), { statusCode: 408 }),
      );
    }, ms);
    // The deadline alone never keeps a stopping process alive.
    timer.unref();
    payload.once("end", () => clearTimeout(timer));
    payload.once("close", () => clearTimeout(timer));
    payload.once("error", (error) => {
      clearTimeout(timer);
      timed.destroy(error);
    });
    done(null, payload.pipe(timed));
  });
}

/**
 * The body deadline, and the cap on open connections per client address: a connection over it
 * is closed as soon as it opens, before it costs a parser or a request.
 */
export function registerConnectionLimits(
  app: FastifyInstance,
  limits: ConnectionLimits,
  trustProxy: Config["trustProxy"],
): void {
  registerBodyDeadline(app, limits.requestTimeoutMs);
  if (limits.perAddress <= 0) return;
  const trusted = trustedPeer(trustProxy);
  const open = new Map<string, number>();
  // When each capped address was last logged: a flood is a line a minute, not one per connection.
  const reported = new Map<string, number>();
  app.server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (!peer || trusted(peer)) return;
    const key = addressKey(peer);
    const count = open.get(key) ?? 0;
    if (count >= limits.perAddress) {
      const now = Date.now();
      if (now - (reported.get(key) ?? 0) > 60_000) {
        reported.set(key, now);
        app.log.warn({ address: key, open: count }, "connections refused: too many open from one address");
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) return void open.set(key, left);
      open.delete(key);
      reported.delete(key);
    });
  });
}
