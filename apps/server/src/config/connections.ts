// What a client may send and how long it may take (plugins/connections.ts, plugins/body.ts).
import { z } from "zod";
import { MAX_FILES } from "@portal/schemas/faults.constants";

/**
 * "false", a hop count, or a comma-separated list of trusted proxy addresses/CIDRs (Fastify's
 * trustProxy). "true" would trust every X-Forwarded-For a client makes up, so per-address limits
 * could be dodged by forging it: refused.
 */
const trustProxy = z
  .string()
  .refine((v) => v !== "true", "true trusts forged X-Forwarded-For; give a hop count or proxy addresses")
  .transform((v): false | number | string[] => {
    if (v === "false") return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  });

/** How long clients may take and how many connections one address may hold (plugins/connections.ts). */
export interface ConnectionLimits {
  /** The request line and headers. */
  headersTimeoutMs: number;
  /** A request's body, other than a fault report's files. */
  requestTimeoutMs: number;
  /** Each fault-report attachment, received whole. */
  uploadFileTimeoutMs: number;
  /** An idle connection between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; 0: no cap. */
  perAddress: number;
}

/**
 * Generous for a tenant on a slow mobile link (5 MB in 2 minutes is 350 kbit/s), short enough that
 * a client which stops sending soon gives its connection back.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  uploadFileTimeoutMs: 120_000,
  keepAliveTimeoutMs: 65_000,
  perAddress: 100,
};

export const connectionVariables = {
  BODY_LIMIT: {
    schema: z.coerce.number().int().positive().default(1_048_576),
    describe: "Largest accepted request body in bytes.",
    default: "1048576 (1 MiB)",
  },
  TRUST_PROXY: {
    schema: trustProxy.optional(),
    describe:
      "Trust X-Forwarded-For from proxies: a hop count, or the proxies' addresses/CIDRs separated by commas. true is refused: any client could forge its address.",
    default: "false",
  },
  HEADERS_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(1).default(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
    describe:
      "Time a client may take to send a request's line and headers, in milliseconds. Slower ones, and connections that send nothing, get 408 and are disconnected.",
    default: String(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
  },
  REQUEST_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(1).default(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
    describe:
      "Time a request's body may take to arrive once the server starts reading it, in milliseconds; a slower one gets 408 and its connection is closed. Fault-report uploads have UPLOAD_FILE_TIMEOUT_MS for each file instead.",
    default: String(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
  },
  UPLOAD_FILE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(1).default(DEFAULT_CONNECTION_LIMITS.uploadFileTimeoutMs),
    describe: `Time each fault-report attachment (at most 5 MB) may take to arrive whole, in milliseconds; a slower one gets 408 and its connection is closed. No request may take longer to arrive than HEADERS_TIMEOUT_MS + REQUEST_TIMEOUT_MS + ${MAX_FILES} × this.`,
    default: `${DEFAULT_CONNECTION_LIMITS.uploadFileTimeoutMs} (2 minutes)`,
  },
  KEEP_ALIVE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(1).default(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
    describe:
      "How long an idle connection is kept open for the client's next request, in milliseconds. Behind a proxy, keep it longer than the proxy's idle timeout towards the portal (60 s in nginx and most load balancers).",
    default: String(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
  },
  CONNECTIONS_PER_ADDRESS: {
    schema: z.coerce.number().int().min(0).default(DEFAULT_CONNECTION_LIMITS.perAddress),
    describe:
      "Open connections one client address (an IPv6 client: its /64 network) may hold at once; more are closed as soon as they open. The proxies named in TRUST_PROXY (every peer, with a hop count) are not capped: cap clients at the proxy. 0: no cap. Raise it where many tenants share one address.",
    default: String(DEFAULT_CONNECTION_LIMITS.perAddress),
  },
} as const;
