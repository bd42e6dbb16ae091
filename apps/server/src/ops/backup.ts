// `npm run backup`: the database as pg_dump's custom-format dump and every object of the file store,
// with a manifest of checksums (manifest.ts), into a directory of its own.
//
// The database is read at one moment: a repeatable-read transaction exports its snapshot, pg_dump
// dumps that snapshot and the tables' checksums are read in it, so the manifest describes exactly
// the dump even while the portal keeps writing. The file store's objects are copied after the
// snapshot was taken: every object a row of the dump names was stored before that row was written,
// so it is there, unless it was deleted while the copy ran (the manifest lists such objects).
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createHash } from "node:crypto";
import pg from "pg";
import { createFileStore } from "../integrations/files/create-file-store.ts";
import { isFileKey } from "../integrations/files/file-store.ts";
import { hashFile, steadyRowText, tableChecksums } from "./checksums.ts";
import { failureText, OpsFailure, OpsRefusal } from "./errors.ts";
import { BACKUP_FORMAT, DUMP_FILE, MANIFEST_FILE, objectPath, type Manifest } from "./manifest.ts";
import { findTool, libpqConnection, runTool, serverVersion } from "./postgres-tools.ts";
import { describeDatabase, type OpsSettings } from "./settings.ts";
import { bytesText, mapLimit, plural, secondsText, settledAll } from "./report.ts";

export interface BackupOptions {
  settings: OpsSettings;
  /** The backup's directory; it must not exist yet. */
  out: string;
  log?: (line: string) => void;
  /** Told the directory being written before it gets its name, so a stopped backup can remove it. */
  onPartial?: (dir: string) => void;
  /** Runs once the database's snapshot is taken and before pg_dump starts (tests write meanwhile). */
  afterSnapshot?: () => Promise<void>;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  ms: { database: number; files: number; total: number };
}

/** Objects copied at once: a bucket answers each request after a round trip. */
const COPY_CONCURRENCY = 4;

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { settings, out } = options;
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  if (await exists(out))
    throw new OpsRefusal(`${out} already exists: a backup goes into a directory of its own.`);
  const pgDump = findTool("pg_dump", settings.pgBin);
  const source = describeDatabase(settings.databaseUrl);

  const client = new pg.Client({ connectionString: settings.databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsFailure(
      `Could not connect to the database ${source}: ${failureText(error, settings.secrets)}`,
    );
  }
  const partial = `${out}.partial-${randomBytes(4).toString("hex")}`;
  try {
    const { rows: versionRows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    const server = serverVersion(Number(versionRows[0]!.v));
    if (pgDump.major < server.major)
      throw new OpsRefusal(
        `pg_dump ${pgDump.version} cannot dump a PostgreSQL ${server.version} server: install the client tools of version ${server.major} or newer (Debian: postgresql-client-${server.major}) and set PG_BIN to their directory.`,
      );
    log(`Backing up ${source} (PostgreSQL ${server.version}, pg_dump ${pgDump.version}) into ${out}`);

    await mkdir(dirname(out), { recursive: true });
    // The backup holds every tenant's personal data: readable by its owner only.
    await mkdir(partial, { mode: 0o700 });
    options.onPartial?.(partial);

    const databaseStarted = performance.now();
    await client.query("begin isolation level repeatable read, read only");
    await steadyRowText(client);
    const { rows: snapshotRows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    await options.afterSnapshot?.();
    const connection = libpqConnection(settings.databaseUrl);
    const dumpPath = join(partial, DUMP_FILE);
    const [, tables, migrations] = await settledAll([
      runTool(
        pgDump,
        [
          "--format=custom",
          `--snapshot=${snapshotRows[0]!.id}`,
          "--no-password",
          `--file=${dumpPath}`,
          `--dbname=${connection.dbname}`,
        ],
        { env: connection.env, secrets: settings.secrets },
      ),
      tableChecksums(client),
      appliedMigrations(client),
    ]);
    await client.query("commit");
    await chmod(dumpPath, 0o600);
    const dump = await hashFile(dumpPath);
    const databaseMs = performance.now() - databaseStarted;
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `  database: ${tables.length} tables, ${rows} rows, dump ${bytesText(dump.bytes)} in ${secondsText(databaseMs)}`,
    );

    const filesStarted = performance.now();
    const store = await createFileStore(settings);
    const listed: string[] = [];
    const skipped: string[] = [];
    for await (const object of store.list()) (isFileKey(object.key) ? listed : skipped).push(object.key);
    const vanished: string[] = [];
    const copied = await mapLimit(listed, COPY_CONCURRENCY, async (key) => {
      const got = await store.get(key);
      if (!got) {
        vanished.push(key);
        return undefined;
      }
      const path = objectPath(partial, key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const hash = createHash("sha256");
      let bytes = 0;
      await pipeline(
        got.body,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(path, { mode: 0o600 }),
      );
      return { key, bytes, sha256: hash.digest("hex") };
    });
    const objects = copied.filter((o) => o !== undefined);
    const filesBytes = objects.reduce((sum, o) => sum + o.bytes, 0);
    const filesMs = performance.now() - filesStarted;
    log(
      `  files: ${plural(objects.length, "object")}, ${bytesText(filesBytes)} from ${store.describe} in ${secondsText(filesMs)}`,
    );
    if (skipped.length)
      log(
        `  left out ${plural(skipped.length, "entry", "entries")} of the file store that are not the portal's files`,
      );
    if (vanished.length)
      log(`  ${plural(vanished.length, "object")} deleted while the backup ran (listed in the manifest)`);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: {
        source,
        serverVersion: server.version,
        pgDumpVersion: pgDump.version,
        migrations,
        file: DUMP_FILE,
        bytes: dump.bytes,
        sha256: dump.sha256,
        tables,
      },
      files: {
        source: store.describe,
        count: objects.length,
        bytes: filesBytes,
        objects: objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
        vanished,
        skipped,
      },
    };
    // Last: a directory with a manifest is a whole backup, and it gets its name only then.
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, out);
    const total = performance.now() - started;
    log(`Backup complete in ${secondsText(total)}: ${out}`);
    return { dir: out, manifest, ms: { database: databaseMs, files: filesMs, total } };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    if (error instanceof OpsRefusal || error instanceof OpsFailure) throw error;
    throw new OpsFailure(`The backup failed: ${failureText(error, settings.secrets)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** How many migrations the database has applied, and the newest one's time. */
async function appliedMigrations(client: pg.ClientBase): Promise<Manifest["database"]["migrations"]> {
  // Asked first: a failed statement would end the snapshot's transaction.
  const { rows: found } = await client.query<{ table: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as table",
  );
  if (!found[0]!.table) return { applied: 0, newest: null };
  const { rows } = await client.query<{ applied: number; newest: string | null }>(
    "select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations",
  );
  const newest = rows[0]!.newest;
  return { applied: rows[0]!.applied, newest: newest ? new Date(Number(newest)).toISOString() : null };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
