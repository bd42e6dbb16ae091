import { availableParallelism } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { MAX_FILES } from "@portal/schemas/faults.constants";

/** The repository root, so defaults work whatever the working directory is. */
export const repoRoot = join(import.meta.dirname, "../../..");

const secret = z.string().min(32, "at least 32 characters");

/** Finnish Trust Network levels of assurance: substantial and high. */
export const ACR_SUBSTANTIAL = "http://ftn.ficora.fi/2017/loa2";
export const ACR_HIGH = "http://ftn.ficora.fi/2017/loa3";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

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

const url = z.string().refine((v) => URL.canParse(v), "must be a URL");

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

/**
 * Every environment variable the server reads. `describe` is docs/configuration.md's table,
 * so the documentation and the parser cannot drift apart.
 */
export const configVariables = {
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(3000),
    describe: "HTTP port.",
    default: "3000",
  },
  HOST: {
    schema: z.string().min(1).default("localhost"),
    describe: "Interface to listen on; 0.0.0.0 in a container.",
    default: "localhost",
  },
  DATABASE_URL: {
    schema: url.optional(),
    describe: "PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/pglite.",
    default: "(unset)",
  },
  DATABASE_POOL_MAX: {
    schema: z.coerce.number().int().min(1).max(500).optional(),
    describe: "Most PostgreSQL connections the server holds (about twice the database server's cores).",
    default: "2 × this machine's cores, at least 4",
  },
  DATA_DIR: {
    schema: z.string().min(1).default(join(repoRoot, ".data")),
    describe: "Directory for local state (PGlite files in DATA_DIR/pglite).",
    default: "<repo>/.data",
  },
  FILES_DIR: {
    schema: z.string().min(1).optional(),
    describe:
      "Directory for stored files (fault-report attachments, apartment images, emergency plans), never served statically.",
    default: "DATA_DIR/files",
  },
  FILES_S3_BUCKET: {
    schema: z.string().min(1).optional(),
    describe:
      "Keep stored files in this S3-compatible bucket instead of FILES_DIR. The bucket must exist and must not be public: every download goes through the portal's own checks.",
    default: "(unset: FILES_DIR)",
  },
  FILES_S3_ENDPOINT: {
    schema: url.optional(),
    describe: "Address of an S3-compatible service other than AWS (e.g. https://s3.example.fi).",
    default: "(unset: AWS)",
  },
  FILES_S3_REGION: {
    schema: z.string().min(1).default("eu-north-1"),
    describe: "Region of the bucket.",
    default: "eu-north-1",
  },
  FILES_S3_ACCESS_KEY_ID: {
    schema: z.string().min(1).optional(),
    describe:
      "Access key for the bucket (with FILES_S3_SECRET_ACCESS_KEY). Unset: the SDK's usual credential chain (instance role, AWS_* variables).",
    default: "(unset)",
  },
  FILES_S3_SECRET_ACCESS_KEY: {
    schema: z.string().min(1).optional(),
    describe: "Secret of FILES_S3_ACCESS_KEY_ID.",
    default: "(unset)",
  },
  FILES_S3_FORCE_PATH_STYLE: {
    schema: bool.default(false),
    describe:
      "Address the bucket as ENDPOINT/BUCKET instead of BUCKET.ENDPOINT; most self-hosted S3-compatible services need it.",
    default: "false",
  },
  CUSTOMER_SERVICE_EMAIL: {
    schema: z.email().default(CUSTOMER_SERVICE.email),
    describe: "Customer service's address: each new message and fault report is mailed there as well.",
    default: CUSTOMER_SERVICE.email,
  },
  SANDBOX: {
    schema: bool.default(false),
    describe:
      "Use the local stand-ins for every service that is not configured (mailbox and SMS outbox at /sandbox/mail, bank identification at /sandbox/idp, online payments at /sandbox/pay) and development keys. `npm start` and the tests set it. Unset, the server refuses to start until the real services and keys are configured, and names what is missing. Refused when NODE_ENV=production.",
    default: "false",
  },
  SEED_DEMO: {
    schema: bool.default(false),
    describe:
      "Create the demo world (known password) on first start, when the database has no organisations. `npm start` sets it. Refused when NODE_ENV=production.",
    default: "false",
  },
  LOG_LEVEL: {
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    describe: "Log level of the structured (JSON) log.",
    default: "info",
  },
  NODE_ENV: {
    schema: z.enum(["development", "production", "test"]).default("development"),
    describe: "production refuses SANDBOX and SEED_DEMO.",
    default: "development",
  },
  WEB_DIST: {
    schema: z.string().min(1).default(join(repoRoot, "apps/web/dist")),
    describe: "Built web app served at / (skipped when the directory is missing).",
    default: "<repo>/apps/web/dist",
  },
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
  SMTP_URL: {
    schema: url.optional(),
    describe:
      "SMTP server for mail, e.g. smtps://user:pass@smtp.example.fi. Unset with SANDBOX=true: the sandbox mailbox at /sandbox/mail.",
    default: "(unset)",
  },
  MAIL_FROM: {
    schema: z.string().min(1).default("Asukasportaali <noreply@example.fi>"),
    describe: "Sender of every mail.",
    default: "Asukasportaali <noreply@example.fi>",
  },
  SMS_GATEWAY_URL: {
    schema: url.optional(),
    describe:
      "HTTP SMS gateway (POST JSON {to, text, sender}). Unset with SANDBOX=true: SMS go to the sandbox mailbox at /sandbox/mail.",
    default: "(unset)",
  },
  SMS_GATEWAY_TOKEN: {
    schema: z.string().min(1).optional(),
    describe: "Bearer token sent to SMS_GATEWAY_URL.",
    default: "(unset)",
  },
  SMS_SENDER: {
    schema: z.string().min(1).max(11).optional(),
    describe: "Sender name shown on SMS (at most 11 characters). Unset: the gateway's default.",
    default: "(unset)",
  },
  OUTBOX_WORKER: {
    schema: bool.optional(),
    describe: "Deliver queued mail and SMS from this process.",
    default: "true",
  },
  OUTBOX_POLL_MS: {
    schema: z.coerce.number().int().positive().default(1000),
    describe: "How often the outbox worker looks for mail and SMS to deliver, in milliseconds.",
    default: "1000",
  },
  SIGN_IN_LIMIT_PER_ADDRESS: {
    schema: z.coerce.number().int().min(1).default(50),
    describe:
      "Failed sign-ins one client address may make in 15 minutes (per account the limit is 10). Raise it when many tenants share one address.",
    default: "50",
  },
  CODE_LIMIT_PER_ADDRESS: {
    schema: z.coerce.number().int().min(1).default(20),
    describe:
      "One-time codes one client address may ask for, and code checks it may make, in 15 minutes (per account: 5 codes).",
    default: "20",
  },
  RATE_LIMIT_FACTOR: {
    schema: z.coerce.number().positive().max(100_000).default(1),
    describe:
      "Multiplies the per-address request limits of the public endpoints (sign-in, sign-up, codes, password reset, phone sign-in, feedback; requests per minute, listed in the README). Raise it when many tenants share one address; the end-to-end tests and the benchmark raise it because they send everything from one address.",
    default: "1",
  },
  PUBLIC_URL: {
    schema: url.transform((v) => v.replace(/\/+$/, "")).optional(),
    describe: "The address browsers use to reach the portal; identification redirects come back to it.",
    default: "http://localhost:${PORT}",
  },
  OIDC_ISSUER: {
    schema: url.optional(),
    describe:
      "Issuer of the strong identification broker (OpenID Connect discovery). Unset with SANDBOX=true: the sandbox provider at PUBLIC_URL/sandbox/idp.",
    default: "(unset)",
  },
  OIDC_CLIENT_ID: {
    schema: z.string().min(1).default("resident-portal"),
    describe: "Client id registered with the identification broker.",
    default: "resident-portal",
  },
  OIDC_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    describe: "Client secret (client_secret_basic). Ignored when OIDC_CLIENT_KEY is set.",
    default: "a sandbox secret when OIDC_ISSUER is unset",
  },
  OIDC_CLIENT_KEY: {
    schema: z.string().min(1).optional(),
    describe:
      "Private JWK (JSON) for private_key_jwt client authentication, as most Finnish brokers require.",
    default: "(unset)",
  },
  OIDC_CLAIM_IDENTITY_CODE: {
    schema: z.string().min(1).default("personal_identity_code"),
    describe: "Name of the claim that carries the personal identity code.",
    default: "personal_identity_code",
  },
  OIDC_SCOPE: {
    schema: z.string().min(1).default("openid profile personal_identity_code"),
    describe: "Scopes asked from the broker, separated by spaces.",
    default: "openid profile personal_identity_code",
  },
  OIDC_ACR_VALUES: {
    schema: z.string().trim().min(1).default(`${ACR_SUBSTANTIAL} ${ACR_HIGH}`),
    describe:
      "Levels of assurance (acr) accepted from the broker, separated by spaces; an identification at any other level is refused.",
    default: "http://ftn.ficora.fi/2017/loa2 http://ftn.ficora.fi/2017/loa3 (substantial, high)",
  },
  IDENTITY_CODE_KEY: {
    schema: secret.optional(),
    describe:
      "Secret for the HMAC of personal identity codes (matching only, never stored in clear). Required unless SANDBOX=true.",
    default: "a development key with SANDBOX=true",
  },
  CODE_HASH_KEY: {
    schema: secret.optional(),
    describe:
      "Secret for the HMAC of one-time codes, so a copy of the database does not reveal them. Required unless SANDBOX=true.",
    default: "a development key with SANDBOX=true",
  },
  API_DOCS: {
    schema: bool.default(true),
    describe: "Serve the API reference at /api/docs and the OpenAPI document at /api/docs/json.",
    default: "true",
  },
  PAYTRAIL_MERCHANT_ID: {
    schema: z
      .string()
      .regex(/^\d{1,12}$/, "a Paytrail merchant id (digits)")
      .optional(),
    describe:
      "Paytrail merchant id for online payments (with PAYTRAIL_SECRET). Unset with SANDBOX=true: the sandbox payment provider at /sandbox/pay. Required unless SANDBOX=true.",
    default: "(unset)",
  },
  PAYTRAIL_SECRET: {
    schema: z.string().min(1).optional(),
    describe:
      "Paytrail secret key that signs payment requests, redirects and callbacks. Required with PAYTRAIL_MERCHANT_ID.",
    default: "(unset)",
  },
  PAYTRAIL_API_URL: {
    schema: url.transform((v) => v.replace(/\/+$/, "")).default("https://services.paytrail.com"),
    describe: "Paytrail Payment API address.",
    default: "https://services.paytrail.com",
  },
  PAYMENT_RECONCILE_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(60_000),
    describe:
      "How often payments left pending for a few minutes (no redirect or callback came) are checked with the provider and settled, in milliseconds. Safe with several server processes.",
    default: "60000 (1 minute)",
  },
  HOUSEKEEPING_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(3_600_000),
    describe:
      "How often expired identification flows, codes, throttle rows and sessions are deleted, in milliseconds. Safe with several server processes.",
    default: "3600000 (1 hour)",
  },
  NOTIFICATIONS_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(3_600_000),
    describe:
      "How often the notification jobs run (arrears more than 7 days overdue, leases about to start or end), in milliseconds. Also once at start-up. Safe with several server processes.",
    default: "3600000 (1 hour)",
  },
  CONTENT_API_URL: {
    schema: z
      .string()
      .refine(
        (v) => (v.startsWith("/") && !v.startsWith("//")) || (/^https?:\/\//i.test(v) && URL.canParse(v)),
        "a path or an http(s) URL",
      )
      .transform((v) => v.replace(/\/+$/, ""))
      .default("/api/content"),
    describe:
      "Base of the content service in the WordPress REST shape (…/wp/v2/pages, posts, bulletins, menus). The default is the built-in service. An external WordPress's address (https://…/wp-json) is given to the web and allowed in the CSP, and its pages, posts and bulletins are copied into the search index every CONTENT_SYNC_INTERVAL_MS.",
    default: "/api/content",
  },
  CONTENT_SYNC_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(300_000),
    describe:
      "How often an external CONTENT_API_URL is read into the search index, in milliseconds. Also once at start-up. Not used with the built-in service.",
    default: "300000 (5 minutes)",
  },
  RESIDENT_ACTIVITY_URL: {
    schema: url.default("https://asukastoiminta.example.fi/uutiskirje"),
    describe:
      "The resident-activity site's newsletter sign-up page; the home page's newsletter form opens it with etunimi, sukunimi and email.",
    default: "https://asukastoiminta.example.fi/uutiskirje",
  },
} as const;

type Vars = typeof configVariables;
type Parsed = { [K in keyof Vars]: z.output<Vars[K]["schema"]> };

/** Strong identification (OpenID Connect relying party). No issuer: the in-process sandbox provider. */
export interface OidcConfig {
  issuer: string | undefined;
  clientId: string;
  clientSecret: string | undefined;
  /** Private JWK as JSON, for private_key_jwt. */
  clientKey: string | undefined;
  identityCodeClaim: string;
  scope: string;
  /** Levels of assurance accepted from the broker. */
  acrValues: string[];
}

/** SANDBOX=true only: without it the server refuses to start without IDENTITY_CODE_KEY. */
export const DEV_IDENTITY_CODE_KEY = "development-identity-code-key-not-for-production";
/** SANDBOX=true only: without it the server refuses to start without CODE_HASH_KEY. */
export const DEV_CODE_HASH_KEY = "development-code-hash-key-not-for-production-use";
/** The sandbox provider's client secret; it protects nothing real. */
export const SANDBOX_CLIENT_SECRET = "sandbox-client-secret-for-development-only";
/** The sandbox payment provider's test merchant; like Paytrail's public test account, it moves no money. */
export const SANDBOX_PAYTRAIL_MERCHANT_ID = "100001";
export const SANDBOX_PAYTRAIL_SECRET = "sandbox-paytrail-secret-for-development-only";

/** An S3-compatible bucket for stored files (integrations/files/s3-file-store.ts). */
export interface S3FilesConfig {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the SDK's credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Online payments (Paytrail protocol). No merchant configured: the sandbox provider (SANDBOX=true only). */
export interface PaymentsConfig {
  merchantId: string;
  secret: string;
  /** The Payment API (unused by the sandbox, which is reached in-process). */
  apiUrl: string;
  sandbox: boolean;
  reconcileIntervalMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Throttling per client address; the per-account limits are fixed. */
  addressLimits: { signIn: number; codes: number };
  /** Multiplies the per-address request limits of the public write routes (plugins/rate-limits.ts). */
  rateLimitFactor: number;
  dataDir: string;
  /** Local directory of the file store. */
  filesDir: string;
  /** Set: files live in this bucket instead of filesDir. */
  filesS3: S3FilesConfig | undefined;
  /** Customer service's mailbox for new messages and fault reports. */
  customerServiceEmail: string;
  /** Local stand-ins for unconfigured services and development keys (never in production). */
  sandbox: boolean;
  seedDemo: boolean;
  logLevel: Parsed["LOG_LEVEL"];
  nodeEnv: Parsed["NODE_ENV"];
  webDist: string;
  bodyLimit: number;
  trustProxy: false | number | string[];
  connections: ConnectionLimits;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsSender: string | undefined;
  outboxWorker: boolean;
  outboxPollMs: number;
  publicUrl: string;
  identityCodeKey: string;
  codeHashKey: string;
  apiDocs: boolean;
  housekeepingIntervalMs: number;
  notificationsIntervalMs: number;
  /** Content service base the web reads; a path is the built-in service. */
  contentApiUrl: string;
  contentSyncIntervalMs: number;
  residentActivityUrl: string;
  oidc: OidcConfig;
  payments: PaymentsConfig;
}

/**
 * Security fails closed: without SANDBOX=true every real service and key must be configured, so
 * a deployment that forgets a variable never serves a public mailbox, a test bank or a known
 * password. Each missing piece is named at once.
 */
function missingConfiguration(v: Partial<Parsed>): string[] {
  const halfS3Key =
    Boolean(v.FILES_S3_ACCESS_KEY_ID) !== Boolean(v.FILES_S3_SECRET_ACCESS_KEY) &&
    "FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY: set both or neither";
  const halfPaytrail =
    Boolean(v.PAYTRAIL_MERCHANT_ID) !== Boolean(v.PAYTRAIL_SECRET) &&
    "PAYTRAIL_MERCHANT_ID and PAYTRAIL_SECRET: set both or neither";
  if (v.SANDBOX) {
    return [
      halfS3Key,
      halfPaytrail,
      v.NODE_ENV === "production" && "SANDBOX: stand-ins are never used when NODE_ENV=production",
      v.NODE_ENV === "production" &&
        v.SEED_DEMO &&
        "SEED_DEMO: the demo world is never created when NODE_ENV=production",
    ].filter((m): m is string => Boolean(m));
  }
  const required = "required unless SANDBOX=true";
  return [
    halfS3Key,
    !v.IDENTITY_CODE_KEY && `IDENTITY_CODE_KEY: ${required}`,
    !v.CODE_HASH_KEY && `CODE_HASH_KEY: ${required}`,
    !v.OIDC_ISSUER && `OIDC_ISSUER: ${required}`,
    v.OIDC_ISSUER &&
      !v.OIDC_CLIENT_SECRET &&
      !v.OIDC_CLIENT_KEY &&
      `OIDC_CLIENT_SECRET or OIDC_CLIENT_KEY: ${required}`,
    !v.SMTP_URL && `SMTP_URL: ${required}`,
    !v.SMS_GATEWAY_URL && `SMS_GATEWAY_URL: ${required}`,
    !v.PAYTRAIL_MERCHANT_ID && `PAYTRAIL_MERCHANT_ID: ${required}`,
    !v.PAYTRAIL_SECRET && `PAYTRAIL_SECRET: ${required}`,
    v.NODE_ENV === "production" &&
      v.SEED_DEMO &&
      "SEED_DEMO: the demo world is never created when NODE_ENV=production",
  ].filter((m): m is string => Boolean(m));
}

function paymentsConfig(
  v: Pick<Partial<Parsed>, "PAYTRAIL_MERCHANT_ID" | "PAYTRAIL_SECRET"> &
    Pick<Parsed, "PAYTRAIL_API_URL" | "PAYMENT_RECONCILE_INTERVAL_MS">,
): PaymentsConfig {
  const sandbox = !v.PAYTRAIL_MERCHANT_ID;
  return {
    merchantId: v.PAYTRAIL_MERCHANT_ID ?? SANDBOX_PAYTRAIL_MERCHANT_ID,
    secret: v.PAYTRAIL_SECRET ?? SANDBOX_PAYTRAIL_SECRET,
    apiUrl: v.PAYTRAIL_API_URL,
    sandbox,
    reconcileIntervalMs: v.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const shape = Object.fromEntries(Object.entries(configVariables).map(([k, v]) => [k, v.schema])) as {
    [K in keyof Vars]: Vars[K]["schema"];
  };
  // An empty variable means "not set", the way shells and .env files usually intend it.
  const input = Object.fromEntries(Object.keys(shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const result = z.object(shape).safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const v = result.data;
  const missing = missingConfiguration(v);
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    addressLimits: { signIn: v.SIGN_IN_LIMIT_PER_ADDRESS, codes: v.CODE_LIMIT_PER_ADDRESS },
    rateLimitFactor: v.RATE_LIMIT_FACTOR,
    databasePoolMax: v.DATABASE_POOL_MAX ?? Math.max(4, 2 * availableParallelism()),
    dataDir: v.DATA_DIR,
    filesDir: v.FILES_DIR ?? join(v.DATA_DIR, "files"),
    filesS3: v.FILES_S3_BUCKET
      ? {
          bucket: v.FILES_S3_BUCKET,
          endpoint: v.FILES_S3_ENDPOINT,
          region: v.FILES_S3_REGION,
          credentials:
            v.FILES_S3_ACCESS_KEY_ID && v.FILES_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.FILES_S3_ACCESS_KEY_ID, secretAccessKey: v.FILES_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: v.FILES_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    customerServiceEmail: v.CUSTOMER_SERVICE_EMAIL,
    sandbox: v.SANDBOX,
    seedDemo: v.SEED_DEMO,
    logLevel: v.LOG_LEVEL,
    nodeEnv: v.NODE_ENV,
    webDist: v.WEB_DIST,
    bodyLimit: v.BODY_LIMIT,
    trustProxy: v.TRUST_PROXY ?? false,
    connections: {
      headersTimeoutMs: v.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
      uploadFileTimeoutMs: v.UPLOAD_FILE_TIMEOUT_MS,
      keepAliveTimeoutMs: v.KEEP_ALIVE_TIMEOUT_MS,
      perAddress: v.CONNECTIONS_PER_ADDRESS,
    },
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    smsGatewayUrl: v.SMS_GATEWAY_URL,
    smsGatewayToken: v.SMS_GATEWAY_TOKEN,
    smsSender: v.SMS_SENDER,
    outboxWorker: v.OUTBOX_WORKER ?? true,
    outboxPollMs: v.OUTBOX_POLL_MS,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    identityCodeKey: v.IDENTITY_CODE_KEY ?? DEV_IDENTITY_CODE_KEY,
    codeHashKey: v.CODE_HASH_KEY ?? DEV_CODE_HASH_KEY,
    apiDocs: v.API_DOCS,
    housekeepingIntervalMs: v.HOUSEKEEPING_INTERVAL_MS,
    notificationsIntervalMs: v.NOTIFICATIONS_INTERVAL_MS,
    contentApiUrl: v.CONTENT_API_URL,
    contentSyncIntervalMs: v.CONTENT_SYNC_INTERVAL_MS,
    residentActivityUrl: v.RESIDENT_ACTIVITY_URL,
    payments: paymentsConfig(v),
    oidc: {
      issuer: v.OIDC_ISSUER,
      clientId: v.OIDC_CLIENT_ID,
      clientSecret: v.OIDC_CLIENT_SECRET ?? (v.OIDC_ISSUER ? undefined : SANDBOX_CLIENT_SECRET),
      clientKey: v.OIDC_CLIENT_KEY,
      identityCodeClaim: v.OIDC_CLAIM_IDENTITY_CODE,
      scope: v.OIDC_SCOPE,
      acrValues: v.OIDC_ACR_VALUES.split(/\s+/),
    },
  };
}
