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
} as const;

type Vars = typeof configVariables;
type Parsed = { [K in keyof Vars]: z.output<Vars[K]["schema"]> };

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  logLevel: Parsed["LOG_LEVEL"];
  nodeEnv: Parsed["NODE_ENV"];
  webDist: string;
  bodyLimit: number;
  trustProxy: boolean | number | string[];
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
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR,
    seedDemo: v.SEED_DEMO ?? v.NODE_ENV !== "production",
    logLevel: v.LOG_LEVEL,
    nodeEnv: v.NODE_ENV,
    webDist: v.WEB_DIST,
    bodyLimit: v.BODY_LIMIT,
    trustProxy: v.TRUST_PROXY ?? false,
  };
}
