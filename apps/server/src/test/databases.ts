import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, empty database of this kind; `drop` removes every trace of it. */
  create(): Promise<{ database: Database; drop(): Promise<void> }>;
}

let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

const pglite: TestDatabase = {
  name: "pglite",
  async create() {
    // Already migrated (test/global-setup.ts): the file's own migrate() finds nothing to do.
    const database = await openDatabase({ kind: "memory", from: pgliteTemplate() });
    return { database, drop: () => closeQuietly(database) };
  },
};

/**
 * One database per test file on the server at TEST_DATABASE_URL, so files run in parallel without
 * seeing each other's rows, and a crashed run leaves only a uniquely named database behind.
 */
function postgres(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async create() {
      const name = `portal_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const template = inject("postgresTemplate");
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

/** Every database the server tests run on: always PGlite, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = [pglite];
if (process.env.TEST_DATABASE_URL) testDatabases.push(postgres(process.env.TEST_DATABASE_URL));
