import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), which every test file's fresh database starts from. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, copied for every test file. */
    postgresTemplate: string | null;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates once per run instead of once per test file: a fresh PGlite spends seconds in initdb and
 * the migrations, while loading a migrated data directory takes a fraction of that; on PostgreSQL a
 * migrated database is the template each file's database is created from.
 */
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({ kind: "memory" });
  await pglite.migrate();
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await pglite.close();
  const file = join(tmpdir(), `portal-pglite-template-${randomBytes(6).toString("hex")}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `portal_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    rmSync(file, { force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}
