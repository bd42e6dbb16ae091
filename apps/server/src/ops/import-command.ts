// npm run import -- <file>: see import.ts and docs/integration.md.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { databaseVariables } from "../config/database.ts";
import { DEV_IDENTITY_CODE_KEY } from "../config/identity.ts";
import { openDatabase } from "../db/client.ts";
import { fromCallerDir, runCommand } from "./command.ts";
import { OpsRefusal } from "./errors.ts";
import { describeImport, importTenancy } from "./import.ts";

const USAGE = `Usage: npm run import -- <file.ndjson>

Loads the company's tenancy data from an NDJSON file, one { "kind": ..., "item": ... } a line
(kind: buildings, apartments, persons, contracts, ledger or payments; item: the integration API's
item of that kind), through the same upserts as PUT /api/integration/<kind>, in batches of 1 000.
Put the lines in that order, so each item finds what it names. Running it again changes nothing.
Progress goes to standard error, the summary to standard output.

DATABASE_URL: the PostgreSQL database (unset: the embedded database in DATA_DIR, with the server
stopped). IDENTITY_CODE_KEY: the server's key of identity-code hashes (SANDBOX=true: the development
key).`;

await runCommand(
  "The import",
  async (log) => {
    let parsed;
    try {
      parsed = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
    } catch (error) {
      throw new OpsRefusal(`${(error as Error).message}\n\n${USAGE}`);
    }
    if (parsed.values.help) return log(USAGE);
    if (parsed.positionals.length !== 1) throw new OpsRefusal(USAGE);
    const file = fromCallerDir(parsed.positionals[0]!);
    if (!existsSync(file)) throw new OpsRefusal(`${file}: no such file.`);
    const env = process.env;
    const identityCodeKey =
      env.IDENTITY_CODE_KEY || (env.SANDBOX === "true" ? DEV_IDENTITY_CODE_KEY : undefined);
    if (!identityCodeKey)
      throw new OpsRefusal("IDENTITY_CODE_KEY is not set: identity codes are kept only as its hashes.");
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({
          kind: "pglite",
          dataDir: join(databaseVariables.DATA_DIR.schema.parse(env.DATA_DIR || undefined), "pglite"),
        });
    try {
      await database.migrate();
      const started = performance.now();
      const summary = await importTenancy({
        db: database.db,
        identityCodeKey,
        file,
        progress: (line) => process.stderr.write(`${line}\n`),
      });
      for (const line of describeImport(summary, (performance.now() - started) / 1000)) log(line);
    } finally {
      await database.close();
    }
  },
  () => "Each batch already answered is stored; run the import again to load the rest.",
);
