import { availableParallelism } from "node:os";
import { join } from "node:path";
import { z } from "zod";

/** The repository root, so defaults work whatever the working directory is. */
export const repoRoot = join(import.meta.dirname, "../../..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** "true"/"false", a hop count, or a comma-separated list of trusted addresses/CIDRs (Fastify's trustProxy). */
const trustProxy = z.string().transform((v): boolean | number | string[] => {
  if (v === "true" || v === "false") return v === "true";
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
});

/**
 * Every environment variable the server reads. `describe` is the README's configuration table,
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
    schema: z
      .string()
      .refine((v) => URL.canParse(v), "must be a URL")
      .optional(),
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
  SEED_DEMO: {
    schema: bool.optional(),
    describe: "Create the demo world on first start (when the database has no organisations).",
    default: "true, false when NODE_ENV=production",
  },
  LOG_LEVEL: {
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    describe: "Log level of the structured (JSON) log.",
    default: "info",
  },
  NODE_ENV: {
    schema: z.enum(["development", "production", "test"]).default("development"),
    describe: "production turns off the demo seed by default.",
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
    describe: "Trust X-Forwarded-* from a proxy: true, a hop count, or addresses/CIDRs separated by commas.",
    default: "false",
  },
  SMTP_URL: {
    schema: z
      .string()
      .refine((v) => URL.canParse(v), "must be a URL")
      .optional(),
    describe:
      "SMTP server for mail, e.g. smtps://user:pass@smtp.example.fi. Unset: the sandbox mailbox at /sandbox/mail. Required in production.",
    default: "(unset)",
  },
  MAIL_FROM: {
    schema: z.string().min(1).default("Asukasportaali <noreply@example.fi>"),
    describe: "Sender of every mail.",
    default: "Asukasportaali <noreply@example.fi>",
  },
  SMS_GATEWAY_URL: {
    schema: z
      .string()
      .refine((v) => URL.canParse(v), "must be a URL")
      .optional(),
    describe:
      "HTTP SMS gateway (POST JSON {to, text, sender}). Unset: SMS go to the sandbox mailbox at /sandbox/mail. Required in production.",
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
  PUBLIC_URL: {
    schema: z
      .string()
      .refine((v) => URL.canParse(v), "must be a URL")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    describe: "The address browsers use to reach the portal; identification redirects come back to it.",
    default: "http://localhost:${PORT}",
  },
  OIDC_ISSUER: {
    schema: z
      .string()
      .refine((v) => URL.canParse(v), "must be a URL")
      .optional(),
    describe:
      "Issuer of the strong identification broker (OpenID Connect discovery). Unset: the sandbox provider at PUBLIC_URL/sandbox/idp. Required in production.",
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
  IDENTITY_CODE_KEY: {
    schema: z.string().min(32, "at least 32 characters").optional(),
    describe:
      "Secret for the HMAC of personal identity codes (matching only, never stored in clear). Required in production.",
    default: "a development key, except when NODE_ENV=production",
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
}

/** Development only: production refuses to start without IDENTITY_CODE_KEY. */
export const DEV_IDENTITY_CODE_KEY = "development-identity-code-key-not-for-production";
/** The sandbox provider's client secret; it protects nothing real. */
export const SANDBOX_CLIENT_SECRET = "sandbox-client-secret-for-development-only";

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Throttling per client address; the per-account limits are fixed. */
  addressLimits: { signIn: number; codes: number };
  dataDir: string;
  seedDemo: boolean;
  logLevel: Parsed["LOG_LEVEL"];
  nodeEnv: Parsed["NODE_ENV"];
  webDist: string;
  bodyLimit: number;
  trustProxy: boolean | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsSender: string | undefined;
  outboxWorker: boolean;
  outboxPollMs: number;
  publicUrl: string;
  identityCodeKey: string;
  oidc: OidcConfig;
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
  // A guessable key would let anyone who reads the persons table test identity codes against it.
  // Production never falls back to a stand-in: a missing broker or key is a start-up error, not a 500 later.
  if (v.NODE_ENV === "production") {
    const missing = [
      !v.IDENTITY_CODE_KEY && "IDENTITY_CODE_KEY",
      !v.OIDC_ISSUER && "OIDC_ISSUER",
      v.OIDC_ISSUER && !v.OIDC_CLIENT_SECRET && !v.OIDC_CLIENT_KEY && "OIDC_CLIENT_SECRET or OIDC_CLIENT_KEY",
      !v.SMTP_URL && "SMTP_URL",
      !v.SMS_GATEWAY_URL && "SMS_GATEWAY_URL",
    ].filter(Boolean);
    if (missing.length)
      throw new Error(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when NODE_ENV=production`).join("\n")}`,
      );
  }
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    addressLimits: { signIn: v.SIGN_IN_LIMIT_PER_ADDRESS, codes: v.CODE_LIMIT_PER_ADDRESS },
    databasePoolMax: v.DATABASE_POOL_MAX ?? Math.max(4, 2 * availableParallelism()),
    dataDir: v.DATA_DIR,
    seedDemo: v.SEED_DEMO ?? v.NODE_ENV !== "production",
    logLevel: v.LOG_LEVEL,
    nodeEnv: v.NODE_ENV,
    webDist: v.WEB_DIST,
    bodyLimit: v.BODY_LIMIT,
    trustProxy: v.TRUST_PROXY ?? false,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    smsGatewayUrl: v.SMS_GATEWAY_URL,
    smsGatewayToken: v.SMS_GATEWAY_TOKEN,
    smsSender: v.SMS_SENDER,
    outboxWorker: v.OUTBOX_WORKER ?? true,
    outboxPollMs: v.OUTBOX_POLL_MS,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    identityCodeKey: v.IDENTITY_CODE_KEY ?? DEV_IDENTITY_CODE_KEY,
    oidc: {
      issuer: v.OIDC_ISSUER,
      clientId: v.OIDC_CLIENT_ID,
      clientSecret: v.OIDC_CLIENT_SECRET ?? (v.OIDC_ISSUER ? undefined : SANDBOX_CLIENT_SECRET),
      clientKey: v.OIDC_CLIENT_KEY,
      identityCodeClaim: v.OIDC_CLAIM_IDENTITY_CODE,
      scope: v.OIDC_SCOPE,
    },
  };
}
