// npm run restore -- <backup directory> [--force]: see restore.ts and docs/operations.md.
import { parseArgs } from "node:util";
import { fromCallerDir, runCommand } from "./command.ts";
import { OpsRefusal } from "./errors.ts";
import { restoreBackup } from "./restore.ts";
import { opsSettings } from "./settings.ts";

const USAGE = `Usage: npm run restore -- <backup directory> [--force]

Restores a backup made by npm run backup into the database at DATABASE_URL and the file store of
FILES_S3_* or FILES_DIR, after checking every file of the backup against its manifest, and checks
what it restored against the manifest afterwards. The database and the file store must be empty
(createdb; a new bucket or directory); --force writes over them instead. PG_BIN: the directory of
pg_restore when it is not on PATH.`;

await runCommand(
  "The restore",
  async (log) => {
    let parsed;
    try {
      parsed = parseArgs({
        options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
        allowPositionals: true,
      });
    } catch (error) {
      throw new OpsRefusal(`${(error as Error).message}\n\n${USAGE}`);
    }
    if (parsed.values.help) return log(USAGE);
    if (parsed.positionals.length !== 1) throw new OpsRefusal(`Name one backup directory.\n\n${USAGE}`);
    await restoreBackup({
      settings: opsSettings(process.env),
      dir: fromCallerDir(parsed.positionals[0]!),
      force: parsed.values.force ?? false,
      log,
    });
  },
  () =>
    "pg_restore, if it was running, was stopped and its one transaction rolled back, so the database is as it was unless the restore had reached its checks; the file store may hold some of the backup's objects: restore again with --force into the same targets, or into fresh ones.",
);
