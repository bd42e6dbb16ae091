import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../db/client.ts";
import { seedDemo } from "../seed/demo.ts";
import { createLocalFileStore } from "../integrations/files/local-file-store.ts";
import { TODAY } from "./clock.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), which every test file's fresh database starts from. */
    pgliteTemplate: string;
    /** The same, seeded with the demo world for TODAY. */
    pgliteSeededTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, copied for every test file. */
    postgresTemplate: string | null;
    /** The same, seeded with the demo world. */
    postgresSeededTemplate: string | null;
    /** The files the demo seed stored (apartment images, emergency plans), under their keys. */
    seedFilesDir: string;
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
 * Seeds the demo world into `database`, storing its files under `dir`. The seed reads the
 * development keys (SANDBOX=true), as every server test does.
 */
async function seed(database: Database, dir: string): Promise<void> {
  const before = { SANDBOX: process.env.SANDBOX, PASSWORD_HASH_MINIMAL: process.env.PASSWORD_HASH_MINIMAL };
  // The seeded accounts' hashes take the tests' minimal cost too (vitest.config.ts), so signing in
  // as a demo tenant is cheap.
  Object.assign(process.env, { SANDBOX: "true", PASSWORD_HASH_MINIMAL: "true" });
  try {
    await seedDemo(database.db, TODAY, createLocalFileStore(dir));
  } finally {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

async function dumpPglite(database: Database, name: string): Promise<string> {
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  const file = join(tmpdir(), `portal-pglite-${name}-${randomBytes(6).toString("hex")}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

interface Templates {
  pgliteTemplate: string;
  pgliteSeededTemplate: string;
  seedFilesDir: string;
  postgresTemplate: string | null;
  postgresSeededTemplate: string | null;
}

/**
 * Migrates once per run instead of once per test file: a fresh PGlite spends seconds in initdb and
 * the migrations, while loading a migrated data directory takes a fraction of that; on PostgreSQL a
 * migrated database is the template each file's database is created from.
 */
async function makeTemplates(): Promise<{ templates: Templates; remove(): Promise<void> }> {
  // Seeding the demo world took seconds of every test file, on each database; now it is done once.
  const seedFiles = mkdtempSync(join(tmpdir(), "portal-seed-files-"));
  const pglite = await openDatabase({ kind: "memory" });
  await pglite.migrate();
  const file = await dumpPglite(pglite, "template");
  await seed(pglite, seedFiles);
  const seededFile = await dumpPglite(pglite, "seeded");
  await pglite.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  let seeded: string | null = null;
  if (adminUrl) {
    const suffix = randomBytes(6).toString("hex");
    template = `portal_template_${suffix}`;
    seeded = `portal_seeded_${suffix}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 1 });
    await database.migrate();
    await database.close();
    await adminQuery(adminUrl, `create database ${seeded} template ${template}`);
    url.pathname = `/${seeded}`;
    const seededDatabase = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 1 });
    // File keys are random: the directory holds both seeds' files, each database finds its own.
    await seed(seededDatabase, seedFiles);
    await seededDatabase.close();
  }
  return {
    templates: {
      pgliteTemplate: file,
      pgliteSeededTemplate: seededFile,
      seedFilesDir: seedFiles,
      postgresTemplate: template,
      postgresSeededTemplate: seeded,
    },
    async remove() {
      rmSync(file, { force: true });
      rmSync(seededFile, { force: true });
      rmSync(seedFiles, { recursive: true, force: true });
      for (const name of [seeded, template])
        if (adminUrl && name) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The server tests are two projects (vitest.config.ts: most files share a process; a few need one
 * of their own), and both use these templates: the first to start makes them, the last to end
 * removes them. Both run in vitest's one main process, so the count lives on its global object.
 */
const SHARED = Symbol.for("portal.test.templates");
type Shared = { made: ReturnType<typeof makeTemplates>; users: number };
const shared = globalThis as unknown as Record<typeof SHARED, Shared | undefined>;

export default async function setup(project: TestProject) {
  const entry = (shared[SHARED] ??= { made: makeTemplates(), users: 0 });
  entry.users++;
  const { templates, remove } = await entry.made;
  for (const [key, value] of Object.entries(templates) as [keyof Templates, string | null][])
    project.provide(key, value as never);
  return async () => {
    if (--entry.users > 0) return;
    shared[SHARED] = undefined;
    await remove();
  };
}
