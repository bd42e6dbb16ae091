import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";

export interface CreateOptions {
  /** A copy of the template seeded with the demo world (its files: `copySeedFiles`); else only migrated. */
  seeded?: boolean;
}

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh database of this kind, migrated (and seeded when asked); `drop` removes every trace of it. */
  create(options?: CreateOptions): Promise<{ database: Database; drop(): Promise<void> }>;
}

const templates = new Map<string, Blob>();
function pgliteTemplate(seeded: boolean): Blob | undefined {
  const file = inject(seeded ? "pgliteSeededTemplate" : "pgliteTemplate");
  if (!file) return undefined;
  let blob = templates.get(file);
  if (!blob) templates.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

const pglite: TestDatabase = {
  name: "pglite",
  async create(options = {}) {
    // Already migrated (test/global-setup.ts): the file's own migrate() finds nothing to do.
    const database = await openDatabase({ kind: "memory", from: pgliteTemplate(options.seeded ?? false) });
    return { database, drop: () => closeQuietly(database) };
  },
};

/** Puts the demo seed's files (apartment images, emergency plans) into `files`, under the seed's keys. */
export async function copySeedFiles(files: FileStore): Promise<void> {
  const root = inject("seedFilesDir");
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const path of walk(root))
    await files.put(
      relative(root, path).split(sep).join("/"),
      readFileSync(path),
      "application/octet-stream",
    );
}

/**
 * One database per test file on the server at TEST_DATABASE_URL, so files run in parallel without
 * seeing each other's rows, and a crashed run leaves only a uniquely named database behind.
 */
function postgres(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async create(options = {}) {
      const name = `portal_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const template = inject(options.seeded ? "postgresSeededTemplate" : "postgresTemplate");
        await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: "postgres", url: url.toString() });
      return {
        database,
        async drop() {
          await closeQuietly(database);
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            // pg's pool.end() resolves before its sockets have closed; a forced drop meanwhile makes
            // the closing clients raise "terminating connection" as an uncaught error. Let them go first.
            for (let i = 0; i < 50; i++) {
              const open = await dropper.query("select 1 from pg_stat_activity where datname = $1", [name]);
              if (open.rowCount === 0) break;
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            await dropper.query(`drop database if exists ${name} with (force)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

async function closeQuietly(database: Database) {
  try {
    await database.close();
  } catch {
    // Some tests close the database on purpose (health 503); closing twice is fine here.
  }
}

/**
 * Every database the server tests run on: always PGlite, PostgreSQL when TEST_DATABASE_URL is set.
 * For suites whose behaviour depends on the database: concurrency and locks, constraints, money,
 * bookings, the outbox, workflows, full-text search and the SQL of the hot reads.
 */
export const testDatabases: TestDatabase[] = [pglite];
if (process.env.TEST_DATABASE_URL) testDatabases.push(postgres(process.env.TEST_DATABASE_URL));

/**
 * The embedded database alone, for suites whose behaviour does not depend on the database (headers,
 * input validation, parsers, streams, texts, the API description): the queries they make are also
 * made by the suites that run on both.
 */
export const embeddedDatabase: TestDatabase[] = [pglite];
