// The process itself: where it listens, how it logs, the web app it serves, the development modes.
import { join } from "node:path";
import { z } from "zod";
import { bool, repoRoot, secret, url } from "./parse.ts";

/** SANDBOX=true only: without it the server refuses to start without CODE_HASH_KEY. */
export const DEV_CODE_HASH_KEY = "development-code-hash-key-not-for-production-use";

export const serverVariables = {
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
  PUBLIC_URL: {
    schema: url.transform((v) => v.replace(/\/+$/, "")).optional(),
    describe: "The address browsers use to reach the portal; identification redirects come back to it.",
    default: "http://localhost:${PORT}",
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
  API_DOCS: {
    schema: bool.default(true),
    describe: "Serve the API reference at /api/docs and the OpenAPI document at /api/docs/json.",
    default: "true",
  },
  CODE_HASH_KEY: {
    schema: secret.optional(),
    describe:
      "Secret for the HMAC of one-time codes, so a copy of the database does not reveal them. Required unless SANDBOX=true.",
    default: "a development key with SANDBOX=true",
  },
} as const;
