// npm run backup [-- --out <directory>]: see backup.ts and docs/operations.md.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { createBackup } from "./backup.ts";
import { fromCallerDir, runCommand } from "./command.ts";
import { OpsRefusal } from "./errors.ts";
import { opsSettings } from "./settings.ts";

const USAGE = `Usage: npm run backup [-- --out <directory>]

Backs up the database at DATABASE_URL (pg_dump, custom format) and every object of the file store
(FILES_S3_* or FILES_DIR) into a new directory, with a manifest of checksums. The directory must not
exist; by default it is backups/portal-<UTC time> under the current directory. PG_BIN: the directory
of pg_dump when it is not on PATH.`;

let partial: string | undefined;
await runCommand(
  "The backup",
  async (log) => {
    let values;
    try {
      ({ values } = parseArgs({
        options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
      }));
    } catch (error) {
      throw new OpsRefusal(`${(error as Error).message}\n\n${USAGE}`);
    }
    if (values.help) return log(USAGE);
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    await createBackup({
      settings: opsSettings(process.env),
      out: fromCallerDir(values.out ?? `backups/portal-${stamp}`),
      log,
      onPartial: (dir) => (partial = dir),
    });
  },
  () => {
    if (partial) rmSync(partial, { recursive: true, force: true });
    return "Its unfinished directory was removed; no backup was made.";
  },
);
