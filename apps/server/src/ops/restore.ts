// `npm run restore -- <backup>`: a backup (backup.ts) into the database at DATABASE_URL and the file
// store of FILES_DIR or FILES_S3_*, which must be empty.
//
// In order, stopping at the first that fails:
//   1. the backup has a manifest and pg_restore is of its pg_dump's version or newer;
//   2. the database and the file store are empty (--force: not required; the backup's tables are
//      dropped and created again, its objects written over); then every file of the backup against
//      the manifest's sha256, and pg_restore reads the dump;
//   3. the objects into the file store, then the dump into the database in one transaction (a failure
//      leaves the database as it was), then ANALYZE;
//   4. the restored database and file store against the manifest: every table's row count and
//      checksum, every object's sha256, and no sequence behind its column.
// Nothing is written before 3, so a refusal leaves both targets untouched.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { createFileStore } from "../integrations/files/create-file-store.ts";
import {
  databaseContents,
  hashFile,
  hashStream,
  listTables,
  sequencesBehind,
  steadyRowText,
  tableChecksum,
} from "./checksums.ts";
import { failureText, OpsFailure, OpsRefusal } from "./errors.ts";
import { DUMP_FILE, objectPath, readManifest, type Manifest } from "./manifest.ts";
import { findTool, libpqConnection, runTool, type PgTool } from "./postgres-tools.ts";
import { bytesText, mapLimit, plural, secondsText, someLines } from "./report.ts";
import { describeDatabase, type OpsSettings } from "./settings.ts";

export interface RestoreOptions {
  settings: OpsSettings;
  /** The backup's directory. */
  dir: string;
  /** Write into a database or a file store that is not empty. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  target: { database: string; files: string };
  tables: number;
  rows: number;
  objects: number;
  bytes: number;
  /** With force: what the targets held that the backup does not have (left as it was). */
  leftOver: { tables: string[]; objects: number };
  ms: { check: number; files: number; database: number; verify: number; total: number };
}

const CHECK_CONCURRENCY = 4;

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { settings, dir } = options;
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const secrets = settings.secrets;

  // 1. The backup.
  const pgRestore = findTool("pg_restore", settings.pgBin);
  const manifest = await readManifest(dir);
  const dumpMajor = Number(manifest.database.pgDumpVersion.split(".")[0]);
  if (pgRestore.major < dumpMajor)
    throw new OpsRefusal(
      `pg_restore ${pgRestore.version} cannot read a dump made by pg_dump ${manifest.database.pgDumpVersion}: install the client tools of version ${dumpMajor} or newer (Debian: postgresql-client-${dumpMajor}) and set PG_BIN to their directory.`,
    );
  log(
    `Restoring the backup ${dir} (made ${manifest.database.migrations.applied ? "" : "before any migration, "}${manifest.createdAt} from ${manifest.database.source})`,
  );

  // 2. The targets (asked first: it takes a moment, the backup's checksums may take minutes).
  const target = describeDatabase(settings.databaseUrl);
  const store = await createFileStore(settings);
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsFailure(`Could not connect to the database ${target}: ${failureText(error, secrets)}`);
  }
  try {
    const held = await databaseContents(client);
    // Without --force, the first object is enough to refuse.
    let storeObjects = 0;
    try {
      for await (const _ of store.list()) {
        storeObjects++;
        if (!options.force) break;
      }
    } catch (error) {
      throw new OpsFailure(
        `Could not list the file store (${store.describe}): ${failureText(error, secrets)}`,
      );
    }
    if (!options.force && (held.length || storeObjects)) {
      const reasons = [
        held.length &&
          `The database ${target} is not empty: it holds ${held
            .map(
              ({ kind, names }) =>
                `${plural(names.length, kind)} (${names.slice(0, 3).join(", ")}${names.length > 3 ? ", …" : ""})`,
            )
            .join(", ")}.`,
        storeObjects && `The file store (${store.describe}) is not empty.`,
      ].filter(Boolean);
      throw new OpsRefusal(
        `${reasons.join("\n")}\nNothing was restored. Restore into a new, empty database (createdb) and an empty bucket or directory; --force writes over these instead (the backup's tables are dropped and created again, its objects written over).`,
      );
    }
    const damaged = await checkBackupFiles(dir, manifest);
    if (damaged.length)
      throw new OpsRefusal(
        `The backup in ${dir} does not match its manifest; nothing was restored:\n${someLines(damaged)}`,
      );
    await readableDump(pgRestore, join(dir, DUMP_FILE), manifest, secrets);
    log(
      `  checked: the dump (${bytesText(manifest.database.bytes)}) and ${plural(manifest.files.count, "object")} (${bytesText(manifest.files.bytes)}) match the manifest`,
    );
    const checkMs = performance.now() - started;
    if (held.length || storeObjects)
      log(
        `  --force: writing over a database holding ${held.map(({ kind, names }) => plural(names.length, kind)).join(", ") || "nothing"} and a file store holding ${plural(storeObjects, "object")}`,
      );

    // 3. The files, then the database in one transaction.
    const filesStarted = performance.now();
    await mapLimit(manifest.files.objects, CHECK_CONCURRENCY, async ({ key }) => {
      await store.put(key, createReadStream(objectPath(dir, key)), "application/octet-stream");
    }).catch((error: unknown) => {
      throw new OpsFailure(
        `Writing the files into ${store.describe} failed: ${failureText(error, secrets)}\nThe database was not touched. The file store now holds some of the backup's objects: restore again with --force into the same targets, or into fresh ones.`,
      );
    });
    const filesMs = performance.now() - filesStarted;
    log(
      `  files: ${plural(manifest.files.count, "object")}, ${bytesText(manifest.files.bytes)} into ${store.describe} in ${secondsText(filesMs)}`,
    );

    const databaseStarted = performance.now();
    const connection = libpqConnection(settings.databaseUrl);
    await runTool(
      pgRestore,
      [
        "--single-transaction",
        "--exit-on-error",
        // The restoring role owns what it creates; the source's roles and grants need not exist here.
        "--no-owner",
        "--no-privileges",
        "--no-password",
        ...(options.force ? ["--clean", "--if-exists"] : []),
        `--dbname=${connection.dbname}`,
        join(dir, DUMP_FILE),
      ],
      { env: connection.env, secrets },
    ).catch((error: unknown) => {
      throw new OpsFailure(
        `${failureText(error, secrets)}\nThe database was left as it was (pg_restore ran in one transaction).${manifest.files.count ? " The file store holds the backup's objects: restore again with --force into the same targets, or into fresh ones." : ""}`,
      );
    });
    // pg_restore brings no planner statistics: without them the first queries would plan blind.
    await client.query("analyze");
    const databaseMs = performance.now() - databaseStarted;
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `  database: ${manifest.database.tables.length} tables, ${rows} rows into ${target} in ${secondsText(databaseMs)} (pg_restore, analyze)`,
    );

    // 4. What was restored, against the manifest.
    const verifyStarted = performance.now();
    const problems: string[] = [];
    await client.query("begin isolation level repeatable read, read only");
    await steadyRowText(client);
    const present = new Set((await listTables(client)).map((t) => `${t.schema}.${t.name}`));
    for (const expected of manifest.database.tables) {
      if (!present.has(expected.table)) {
        problems.push(`table ${expected.table}: missing`);
        continue;
      }
      const [schema, ...rest] = expected.table.split(".");
      const got = await tableChecksum(client, { schema: schema!, name: rest.join(".") });
      if (got.rows !== expected.rows || got.checksum !== expected.checksum)
        problems.push(
          `table ${expected.table}: ${got.rows} rows, checksum ${got.checksum}; the backup has ${expected.rows} rows, checksum ${expected.checksum}`,
        );
    }
    for (const sequence of await sequencesBehind(client))
      problems.push(`sequence ${sequence}: behind its column's largest value`);
    await client.query("commit");
    const inBackup = new Set(manifest.database.tables.map((t) => t.table));
    const leftOverTables = [...present].filter((t) => !inBackup.has(t));
    const expectedObjects = new Set(manifest.files.objects.map((o) => o.key));
    await mapLimit(manifest.files.objects, CHECK_CONCURRENCY, async (object) => {
      const got = await store.get(object.key);
      if (!got) return void problems.push(`object ${object.key}: missing from ${store.describe}`);
      const { sha256, bytes } = await hashStream(got.body);
      if (sha256 !== object.sha256 || bytes !== object.bytes)
        problems.push(`object ${object.key}: ${bytes} bytes whose sha256 differs from the backup's`);
    });
    let leftOverObjects = 0;
    if (storeObjects) for await (const o of store.list()) if (!expectedObjects.has(o.key)) leftOverObjects++;
    const verifyMs = performance.now() - verifyStarted;
    if (problems.length)
      throw new OpsFailure(
        `The restore ran, but what it wrote does not match the backup; do not start the portal on it:\n${someLines(problems)}`,
      );
    log(
      `  verified: every table's rows and checksum and every object's sha256 match the manifest, no sequence behind (${secondsText(verifyMs)})`,
    );
    if (leftOverTables.length || leftOverObjects)
      log(
        `  left as they were (not in the backup): ${plural(leftOverTables.length, "table")}${leftOverTables.length ? ` (${leftOverTables.slice(0, 3).join(", ")})` : ""}, ${plural(leftOverObjects, "object")}`,
      );
    const total = performance.now() - started;
    log(`Restore complete in ${secondsText(total)}.`);
    return {
      manifest,
      target: { database: target, files: store.describe },
      tables: manifest.database.tables.length,
      rows,
      objects: manifest.files.count,
      bytes: manifest.files.bytes,
      leftOver: { tables: leftOverTables, objects: leftOverObjects },
      ms: { check: checkMs, files: filesMs, database: databaseMs, verify: verifyMs, total },
    };
  } catch (error) {
    if (error instanceof OpsRefusal || error instanceof OpsFailure) throw error;
    throw new OpsFailure(`The restore failed: ${failureText(error, secrets)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every file of the backup against the manifest: what is missing or differs. */
async function checkBackupFiles(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, path: string, expected: { sha256: string; bytes: number }) => {
    try {
      await stat(path);
    } catch {
      return void problems.push(`${label}: missing`);
    }
    const got = await hashFile(path);
    if (got.bytes !== expected.bytes)
      problems.push(`${label}: ${got.bytes} bytes, the manifest says ${expected.bytes}`);
    else if (got.sha256 !== expected.sha256) problems.push(`${label}: sha256 differs from the manifest`);
  };
  await check(DUMP_FILE, join(dir, DUMP_FILE), manifest.database);
  await mapLimit(manifest.files.objects, CHECK_CONCURRENCY, (o) =>
    check(`files/${o.key}`, objectPath(dir, o.key), o),
  );
  return problems;
}

/** pg_restore reads the dump's table of contents: a dump it cannot read is refused here. */
async function readableDump(tool: PgTool, path: string, manifest: Manifest, secrets: readonly string[]) {
  try {
    await runTool(tool, ["--list", path], { env: {}, secrets });
  } catch (error) {
    throw new OpsRefusal(
      `pg_restore ${tool.version} cannot read the dump (made by pg_dump ${manifest.database.pgDumpVersion}); nothing was restored.\n${failureText(error, secrets)}`,
    );
  }
}
