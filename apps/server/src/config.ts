// Every environment variable the server reads, grouped by what it configures in config/<group>.ts,
// and the typed configuration loadConfig() makes of them.
import type { Language } from "@portal/schemas/common";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { z } from "zod";
import {
  connectionVariables,
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from "./config/connections.ts";
import { contentVariables } from "./config/content.ts";
import { databaseVariables } from "./config/database.ts";
import { filesConfig, fileVariables, type S3FilesConfig } from "./config/files.ts";
import {
  ACR_HIGH,
  ACR_SUBSTANTIAL,
  DEV_IDENTITY_CODE_KEY,
  DEV_OIDC_CLIENT_ENC_KEY,
  DEV_OIDC_CLIENT_KEY,
  identityVariables,
  SANDBOX_CLIENT_SECRET,
  staffIdentityVariables,
  type OidcConfig,
  type StaffOidcConfig,
} from "./config/identity.ts";
import { jobVariables } from "./config/jobs.ts";
import { limitVariables } from "./config/limits.ts";
import { mailVariables } from "./config/mail.ts";
import { repoRoot } from "./config/parse.ts";
import {
  paymentsConfig,
  paymentVariables,
  SANDBOX_PAYTRAIL_MERCHANT_ID,
  SANDBOX_PAYTRAIL_SECRET,
  type PaymentsConfig,
} from "./config/payments.ts";
import { runtimeVariables } from "./config/runtime.ts";
import { DEV_CODE_HASH_KEY, serverVariables } from "./config/server.ts";
import { smsVariables } from "./config/sms.ts";
import { handlingVariables } from "./config/handling.ts";
import {
  DEV_INTEGRATION_TOKEN_KEY,
  integrationVariables,
  SANDBOX_INTEGRATION_CLIENT,
  type IntegrationConfig,
} from "./config/integration.ts";
import { terminationBrandingVariables, type TerminationBranding } from "./config/termination.ts";
import type { ServiceLevels } from "./lib/service-levels.ts";

export {
  ACR_HIGH,
  ACR_SUBSTANTIAL,
  DEFAULT_CONNECTION_LIMITS,
  DEV_CODE_HASH_KEY,
  DEV_IDENTITY_CODE_KEY,
  DEV_OIDC_CLIENT_ENC_KEY,
  DEV_OIDC_CLIENT_KEY,
  repoRoot,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_PAYTRAIL_MERCHANT_ID,
  SANDBOX_PAYTRAIL_SECRET,
};
export type {
  ConnectionLimits,
  IntegrationConfig,
  OidcConfig,
  PaymentsConfig,
  S3FilesConfig,
  StaffOidcConfig,
  TerminationBranding,
};

/**
 * Every environment variable the server reads. `describe` is docs/configuration.md's table,
 * so the documentation and the parser cannot drift apart. The table lists them in this order.
 */
export const configVariables = {
  ...serverVariables,
  ...runtimeVariables,
  ...databaseVariables,
  ...connectionVariables,
  ...limitVariables,
  ...fileVariables,
  ...mailVariables,
  ...smsVariables,
  ...handlingVariables,
  ...identityVariables,
  ...staffIdentityVariables,
  ...paymentVariables,
  ...contentVariables,
  ...terminationBrandingVariables,
  ...integrationVariables,
  ...jobVariables,
} as const;

type Vars = typeof configVariables;
type Parsed = { [K in keyof Vars]: z.output<Vars[K]["schema"]> };

/** A variable's value when it is not set: what a module takes when an app is built without it (tests). */
export const configDefault = <K extends keyof Vars>(name: K): Parsed[K] =>
  configVariables[name].schema.parse(undefined) as Parsed[K];

export interface Config {
  port: number;
  host: string;
  /** After a stop signal: readiness 503 for drainDelayMs, then shutdownGraceMs for what is in flight. */
  drainDelayMs: number;
  shutdownGraceMs: number;
  /** The Prometheus metrics' own listener; undefined: none. */
  metrics: { port: number; host: string } | undefined;
  /** INSTANCES_SHARED: one of several processes serving the portal (files in a bucket, PostgreSQL). */
  instancesShared: boolean;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseLockUrl: string | undefined;
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
  /** Where resident-committee forms go for review, and in which language. */
  formsModerator: { email: string; language: Language };
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
  /** The external events page to embed, or "" for none. */
  externalEventsUrl: string;
  oidc: OidcConfig;
  staffOidc: StaffOidcConfig;
  payments: PaymentsConfig;
  /** Working days a work item may wait, per kind and defect class. */
  serviceLevels: ServiceLevels;
  /** The foundation's termination flow's name, logo and colours. */
  terminationBranding: TerminationBranding;
  /** The integration API's machine clients and the key its tokens are signed with. */
  integration: IntegrationConfig;
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
      // A broker is given the portal's own keys, never the development keys (which are public).
      v.OIDC_ISSUER && !v.OIDC_CLIENT_KEY && "OIDC_CLIENT_KEY: required with OIDC_ISSUER",
      v.OIDC_ISSUER && !v.OIDC_CLIENT_ENC_KEY && "OIDC_CLIENT_ENC_KEY: required with OIDC_ISSUER",
      v.NODE_ENV === "production" && "SANDBOX: stand-ins are never used when NODE_ENV=production",
      v.NODE_ENV === "production" &&
        v.SEED_DEMO &&
        "SEED_DEMO: the demo world is never created when NODE_ENV=production",
    ].filter((m): m is string => Boolean(m));
  }
  const required = "required unless SANDBOX=true";
  return [
    halfS3Key,
    v.INTEGRATION_CLIENTS?.length &&
      !v.INTEGRATION_TOKEN_KEY &&
      "INTEGRATION_TOKEN_KEY: required with INTEGRATION_CLIENTS unless SANDBOX=true",
    !v.IDENTITY_CODE_KEY && `IDENTITY_CODE_KEY: ${required}`,
    !v.CODE_HASH_KEY && `CODE_HASH_KEY: ${required}`,
    !v.OIDC_ISSUER && `OIDC_ISSUER: ${required}`,
    !v.OIDC_CLIENT_KEY && `OIDC_CLIENT_KEY: ${required}`,
    !v.OIDC_CLIENT_ENC_KEY && `OIDC_CLIENT_ENC_KEY: ${required}`,
    !v.STAFF_OIDC_ISSUER && `STAFF_OIDC_ISSUER: ${required}`,
    !v.STAFF_OIDC_CLIENT_SECRET && `STAFF_OIDC_CLIENT_SECRET: ${required}`,
    !v.SMTP_URL && `SMTP_URL: ${required}`,
    !v.SMS_GATEWAY_URL && `SMS_GATEWAY_URL: ${required}`,
    !v.PAYTRAIL_MERCHANT_ID && `PAYTRAIL_MERCHANT_ID: ${required}`,
    !v.PAYTRAIL_SECRET && `PAYTRAIL_SECRET: ${required}`,
    v.NODE_ENV === "production" &&
      v.SEED_DEMO &&
      "SEED_DEMO: the demo world is never created when NODE_ENV=production",
  ].filter((m): m is string => Boolean(m));
}

/**
 * Several processes serving one portal keep nothing in one of them: their files in a bucket, their
 * data in PostgreSQL. A process that would keep its own is refused before it starts.
 */
function sharedInstancesRefusals(v: Partial<Parsed>): string[] {
  if (!v.INSTANCES_SHARED) return [];
  return [
    !v.FILES_S3_BUCKET &&
      `FILES_S3_BUCKET: required with INSTANCES_SHARED=true (files in a local folder, ${v.FILES_DIR ?? "DATA_DIR/files"}, are one instance's: the others would answer 404 for them); set FILES_S3_BUCKET and the other FILES_S3_* variables`,
    !v.DATABASE_URL &&
      "DATABASE_URL: required with INSTANCES_SHARED=true (the embedded database serves one process only); set it to the PostgreSQL database every instance shares",
  ].filter((m): m is string => Boolean(m));
}

/** The event feed's webhooks: the URL with its secret, https unless private addresses are allowed. */
function webhookRefusals(v: Partial<Parsed>): string[] {
  const url = v.INTEGRATION_WEBHOOK_URL;
  if (!url)
    return v.INTEGRATION_WEBHOOK_SECRET
      ? ["INTEGRATION_WEBHOOK_SECRET: set only with INTEGRATION_WEBHOOK_URL"]
      : [];
  const protocol = new URL(url).protocol;
  return [
    !v.INTEGRATION_WEBHOOK_SECRET && "INTEGRATION_WEBHOOK_SECRET: required with INTEGRATION_WEBHOOK_URL",
    protocol !== "https:" &&
      !(protocol === "http:" && v.INTEGRATION_WEBHOOK_ALLOW_PRIVATE) &&
      "INTEGRATION_WEBHOOK_URL: https only (http only with INTEGRATION_WEBHOOK_ALLOW_PRIVATE=true)",
  ].filter((m): m is string => Boolean(m));
}

/**
 * The integration clients: the configured ones and, with SANDBOX=true, the demo client (unless one
 * has its id). Without clients no token is ever issued, so an unset key is a random one.
 */
function integrationConfig(v: Partial<Parsed>): IntegrationConfig {
  const clients = v.INTEGRATION_CLIENTS ?? [];
  const demo = v.SANDBOX && !clients.some((c) => c.id === SANDBOX_INTEGRATION_CLIENT.id);
  return {
    clients: demo ? [...clients, SANDBOX_INTEGRATION_CLIENT] : clients,
    tokenKey:
      v.INTEGRATION_TOKEN_KEY ??
      (v.SANDBOX ? DEV_INTEGRATION_TOKEN_KEY : randomBytes(32).toString("base64url")),
    ...(v.INTEGRATION_WEBHOOK_URL && v.INTEGRATION_WEBHOOK_SECRET
      ? {
          webhook: {
            url: v.INTEGRATION_WEBHOOK_URL,
            key: v.INTEGRATION_WEBHOOK_SECRET,
            allowPrivate: v.INTEGRATION_WEBHOOK_ALLOW_PRIVATE ?? false,
            intervalMs: v.INTEGRATION_WEBHOOK_INTERVAL_MS ?? 5_000,
          },
        }
      : {}),
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
  // The metrics are an operator's, never served to the public port's clients.
  if (v.METRICS_PORT && v.METRICS_PORT === v.PORT)
    missing.push("METRICS_PORT: must differ from PORT (the metrics have a listener of their own)");
  missing.push(...sharedInstancesRefusals(v), ...webhookRefusals(v));
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  return {
    port: v.PORT,
    host: v.HOST,
    drainDelayMs: v.DRAIN_DELAY_MS,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    instancesShared: v.INSTANCES_SHARED,
    metrics:
      v.METRICS_PORT === undefined ? undefined : { port: v.METRICS_PORT, host: v.METRICS_HOST ?? v.HOST },
    databaseUrl: v.DATABASE_URL,
    addressLimits: { signIn: v.SIGN_IN_LIMIT_PER_ADDRESS, codes: v.CODE_LIMIT_PER_ADDRESS },
    rateLimitFactor: v.RATE_LIMIT_FACTOR,
    databasePoolMax: v.DATABASE_POOL_MAX ?? Math.max(4, 2 * availableParallelism()),
    databaseLockUrl: v.DATABASE_LOCK_URL,
    dataDir: v.DATA_DIR,
    ...filesConfig(v, v.DATA_DIR),
    customerServiceEmail: v.CUSTOMER_SERVICE_EMAIL,
    formsModerator: { email: v.FORMS_MODERATOR_EMAIL, language: v.FORMS_MODERATOR_LANGUAGE },
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
    externalEventsUrl: v.EXTERNAL_EVENTS_URL,
    payments: paymentsConfig(v),
    terminationBranding: {
      name: v.TERMINATION_BRAND_NAME,
      logoUrl: v.TERMINATION_BRAND_LOGO_URL ?? null,
      colors: { primary: v.TERMINATION_BRAND_PRIMARY, onPrimary: v.TERMINATION_BRAND_ON_PRIMARY },
    },
    serviceLevels: {
      message: v.SERVICE_LEVEL_MESSAGE_DAYS,
      fault: v.SERVICE_LEVEL_FAULT_DAYS,
      faultByClass: Object.fromEntries(
        v.SERVICE_LEVEL_URGENT_FAULT_CLASSES.map((c) => [c, v.SERVICE_LEVEL_URGENT_FAULT_DAYS]),
      ),
    },
    oidc: {
      issuer: v.OIDC_ISSUER,
      clientId: v.OIDC_CLIENT_ID,
      // missingConfiguration: with an issuer both keys are set; without one, the sandbox's.
      clientKey: v.OIDC_CLIENT_KEY ?? DEV_OIDC_CLIENT_KEY,
      clientEncryptionKey: v.OIDC_CLIENT_ENC_KEY ?? DEV_OIDC_CLIENT_ENC_KEY,
      identityCodeClaim: v.OIDC_CLAIM_IDENTITY_CODE,
      scope: v.OIDC_SCOPE,
      acrValues: v.OIDC_ACR_VALUES.split(/\s+/),
    },
    integration: integrationConfig(v),
    staffOidc: {
      issuer: v.STAFF_OIDC_ISSUER,
      clientId: v.STAFF_OIDC_CLIENT_ID,
      clientSecret: v.STAFF_OIDC_CLIENT_SECRET ?? SANDBOX_CLIENT_SECRET,
    },
  };
}
