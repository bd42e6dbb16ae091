// What the backup and the restore read from the environment: the database and the file store, by
// the same variables the server reads (config/database.ts, config/files.ts), and nothing else, so
// they run on a host that has only those set.
import { z } from "zod";
import type { S3FilesConfig } from "../config.ts";
import { databaseVariables } from "../config/database.ts";
import { filesConfig, fileVariables } from "../config/files.ts";
import { OpsRefusal } from "./errors.ts";

export interface OpsSettings {
  databaseUrl: string;
  filesDir: string;
  filesS3: S3FilesConfig | undefined;
  /** Where pg_dump and pg_restore are (PG_BIN); unset: found on PATH. */
  pgBin: string | undefined;
  /** Every secret the settings hold, so no message ever prints one. */
  secrets: string[];
}

const variables = { ...databaseVariables, ...fileVariables };

export function opsSettings(env: NodeJS.ProcessEnv): OpsSettings {
  const shape = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, v.schema])) as {
    [K in keyof typeof variables]: (typeof variables)[K]["schema"];
  };
  const input = Object.fromEntries(Object.keys(shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const parsed = z.object(shape).safeParse(input);
  if (!parsed.success)
    throw new OpsRefusal(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  const v = parsed.data;
  if (!v.DATABASE_URL)
    throw new OpsRefusal(
      "DATABASE_URL is not set. Backups and restores work on PostgreSQL (pg_dump and pg_restore); the embedded database of `npm start` is a development database: stop the server and copy its DATA_DIR instead.",
    );
  const url = new URL(v.DATABASE_URL);
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:")
    throw new OpsRefusal("DATABASE_URL: must be a postgres:// or postgresql:// address.");
  if (Boolean(v.FILES_S3_ACCESS_KEY_ID) !== Boolean(v.FILES_S3_SECRET_ACCESS_KEY))
    throw new OpsRefusal("FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY: set both or neither.");
  const secrets = [
    url.password && decodeURIComponent(url.password),
    url.searchParams.get("password"),
    v.FILES_S3_SECRET_ACCESS_KEY,
  ].filter((s): s is string => Boolean(s));
  return {
    databaseUrl: v.DATABASE_URL,
    ...filesConfig(v, v.DATA_DIR),
    pgBin: env.PG_BIN || undefined,
    secrets,
  };
}

/** The database as a report names it: user, host, port and name, never the password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || "(default database)";
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `${name} at ${user}${url.hostname || "localhost"}${url.port ? `:${url.port}` : ""}`;
}
