import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "../integrations/files/local-file-store.ts";
import { createBackup } from "./backup.ts";
import { sequencesBehind, tableChecksum } from "./checksums.ts";
import { OpsFailure, OpsRefusal } from "./errors.ts";
import { DUMP_FILE, MANIFEST_FILE, manifestSchema, objectPath } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";
import { opsSettings } from "./settings.ts";
import {
  checksumsOf,
  command,
  contentsOf,
  databases,
  query,
  removeTemporary,
  temporary,
} from "./test-support.ts";

afterAll(removeTemporary);

describe("backup and restore, before they touch a database", () => {
  it("refuse without DATABASE_URL: the embedded database is not backed up with pg_dump", async () => {
    const result = await command("backup", [], { FILES_DIR: temporary("files") });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("The backup refused: DATABASE_URL is not set");
  });

  it("name a missing client tool and how to install it, never the password", async () => {
    const secret = `Pw-${randomBytes(9).toString("hex")}`;
    const env = {
      DATABASE_URL: `postgres://portal:${secret}@127.0.0.1:9/portal`,
      PG_BIN: "/nonexistent/bin",
    };
    const backup = await command("backup", ["--out", join(temporary("backups"), "b")], env);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain("pg_dump was not found in PG_BIN (/nonexistent/bin)");
    expect(backup.stderr).toContain("apt-get install postgresql-client");
    const restore = await command("restore", [temporary("backup")], env);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain("pg_restore was not found in PG_BIN (/nonexistent/bin)");
    expect(backup.stdout + backup.stderr + restore.stdout + restore.stderr).not.toContain(secret);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  "backup and restore on PostgreSQL (pg_dump and pg_restore need TEST_DATABASE_URL)",
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    const admin = (sql: string, url = adminUrl!) => query(url, sql);
    const dbs = databases(adminUrl!);
    const database = dbs.create;

    // An operator's role, as a deployment would give the backup and the restore: it reads every
    // table (pg_read_all_data) and owns the databases it restores into; and a password to never print.
    const role = `portal_ops_${randomBytes(4).toString("hex")}`;
    const password = `Ops-${randomBytes(12).toString("hex")}`;
    const asRole = (url: string) => {
      const u = new URL(url);
      u.username = role;
      u.password = password;
      return u.toString();
    };

    let source: string;
    let sourceFiles: string;
    let backupDir: string;
    let backupRun: Awaited<ReturnType<typeof command>>;
    const objects = {
      "faults/a1/photo.jpg": Buffer.from("a photo"),
      "plans/p1.pdf": Buffer.alloc(70_000, 5),
    };

    beforeAll(async () => {
      await admin(`create role ${role} login password '${password}'`);
      await admin(`grant pg_read_all_data to ${role}`);
      cleanups.push(async () => void (await admin(`drop role if exists ${role}`)));
      source = await database("seeded");
      sourceFiles = temporary("files");
      const store = createLocalFileStore(sourceFiles);
      for (const [key, body] of Object.entries(objects))
        await store.put(key, body, "application/octet-stream");
      // Not a key of the portal's: left out, and said so.
      writeFileSync(join(sourceFiles, "README.TXT"), "notes");
      backupDir = join(temporary("backups"), "nightly");
      backupRun = await command("backup", ["--out", backupDir], {
        DATABASE_URL: asRole(source),
        FILES_DIR: sourceFiles,
      });
    });

    afterAll(async () => {
      await dbs.dropAll();
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("writes the dump, every object and a manifest of their checksums, readable by its owner only, and prints no password", async () => {
      expect(backupRun.stderr).toBe("");
      expect(backupRun.code).toBe(0);
      expect(backupRun.stdout).toContain(`Backup complete in`);
      expect(backupRun.stdout).toContain("left out 1 entry of the file store");
      const manifestText = readFileSync(join(backupDir, MANIFEST_FILE), "utf8");
      expect(backupRun.stdout + manifestText).not.toContain(password);
      const manifest = manifestSchema.parse(JSON.parse(manifestText));
      expect(manifest.database.tables).toEqual(await checksumsOf(source));
      expect(manifest.database.tables.find((t) => t.table === "public.contracts")?.rows).toBeGreaterThan(0);
      expect(manifest.database.migrations.applied).toBeGreaterThan(0);
      expect(manifest.files.objects.map((o) => o.key)).toEqual(Object.keys(objects).sort());
      expect(manifest.files.skipped).toEqual(["README.TXT"]);
      for (const [key, body] of Object.entries(objects))
        expect(readFileSync(objectPath(backupDir, key))).toEqual(body);
      for (const file of [MANIFEST_FILE, DUMP_FILE])
        expect(statSync(join(backupDir, file)).mode & 0o777).toBe(0o600);
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    });

    const listed = async (dir: string) => {
      const keys: string[] = [];
      for await (const object of createLocalFileStore(dir).list()) keys.push(object.key);
      return keys;
    };

    it("refuses a database that is not empty, writing nothing, and writes over it with --force", async () => {
      const holding = await database("seeded");
      await admin("delete from bill_lines", holding);
      const before = await checksumsOf(holding);
      const files = temporary("files");
      const refused = await command("restore", [backupDir], { DATABASE_URL: holding, FILES_DIR: files });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        /^The restore refused: The database portal_ops_\w+ at [^ ]+ is not empty: it holds \d+ tables \(drizzle\.__drizzle_migrations, public\.[a-z_]+, public\.[a-z_]+, …\), 1 schema \(drizzle\), \d+ sequences/,
      );
      expect(refused.stderr).toContain("Nothing was restored.");
      expect(refused.stderr).not.toContain("file store");
      expect(await checksumsOf(holding)).toEqual(before);
      expect(await listed(files)).toEqual([]);

      const forced = await command("restore", [backupDir, "--force"], {
        DATABASE_URL: holding,
        FILES_DIR: files,
      });
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain("--force: writing over a database holding");
      expect(await checksumsOf(holding)).toEqual(await checksumsOf(source));
      expect(await listed(files)).toEqual(Object.keys(objects).sort());
    });

    it("refuses a file store that is not empty; into an empty database and file store it restores, checks and reports", async () => {
      // The operator's role owns the new database: the restore needs no superuser.
      const empty = await database("empty", role);
      const held = temporary("files");
      await createLocalFileStore(held).put("other/x.bin", Buffer.from("x"), "application/octet-stream");
      const refused = await command("restore", [backupDir], { DATABASE_URL: asRole(empty), FILES_DIR: held });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("The file store (local directory (FILES_DIR)) is not empty.");
      expect(refused.stderr).not.toContain("The database");
      expect(await contentsOf(empty)).toEqual([]);
      expect(await listed(held)).toEqual(["other/x.bin"]);

      const files = temporary("files");
      const restored = await command("restore", [backupDir], {
        DATABASE_URL: asRole(empty),
        FILES_DIR: files,
      });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      const tables = (await checksumsOf(source)).length;
      expect(restored.stdout).toContain(`checked: the dump (`);
      expect(restored.stdout).toContain(`) and 2 objects (`);
      expect(restored.stdout).toMatch(
        new RegExp(`database: ${tables} tables, \\d+ rows into portal_ops_\\w+ at ${role}@`),
      );
      expect(restored.stdout).toContain(
        "verified: every table's rows and checksum and every object's sha256 match the manifest, no sequence behind",
      );
      expect(await checksumsOf(empty)).toEqual(await checksumsOf(source));
      for (const [key, body] of Object.entries(objects)) expect(readFileSync(join(files, key))).toEqual(body);
      expect(refused.stdout + refused.stderr + restored.stdout).not.toContain(password);
    });

    it("refuses a damaged backup or one that is not whole before writing anything", async () => {
      const damaged = join(temporary("backups"), "damaged");
      cpSync(backupDir, damaged, { recursive: true });
      writeFileSync(objectPath(damaged, "faults/a1/photo.jpg"), "a phot0");
      const dump = readFileSync(join(damaged, DUMP_FILE));
      writeFileSync(join(damaged, DUMP_FILE), dump.subarray(0, dump.length - 10));
      const empty = await database("empty");
      const files = temporary("files");
      const result = await command("restore", [damaged], { DATABASE_URL: empty, FILES_DIR: files });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `The backup in ${damaged} does not match its manifest; nothing was restored:`,
      );
      expect(result.stderr).toMatch(/ {2}database\.dump: \d+ bytes, the manifest says \d+\n/);
      expect(result.stderr).toContain("  files/faults/a1/photo.jpg: sha256 differs from the manifest\n");
      expect(await contentsOf(empty)).toEqual([]);
      expect(await listed(files)).toEqual([]);

      rmSync(join(damaged, MANIFEST_FILE));
      const settings = opsSettings({ DATABASE_URL: empty, FILES_DIR: files });
      await expect(restoreBackup({ settings, dir: damaged })).rejects.toThrow(
        new OpsRefusal(
          `${damaged} is not a whole backup: it has no manifest.json (a backup that stopped midway never gets one).`,
        ),
      );
    });

    it("describes the snapshot it dumped: a change made once the backup began is in neither the dump nor the manifest", async () => {
      const live = await database("seeded");
      const out = join(temporary("backups"), "live");
      const settings = opsSettings({ DATABASE_URL: live, FILES_DIR: temporary("files") });
      const { manifest } = await createBackup({
        settings,
        out,
        afterSnapshot: async () => void (await admin("delete from bill_lines", live)),
      });
      expect(manifest.database.tables.find((t) => t.table === "public.bill_lines")?.rows).toBeGreaterThan(0);
      const target = await database("empty");
      const result = await restoreBackup({
        settings: opsSettings({ DATABASE_URL: target, FILES_DIR: temporary("files") }),
        dir: out,
      });
      expect(result.tables).toBe(manifest.database.tables.length);
      expect(await checksumsOf(target)).toEqual(await checksumsOf(source));
    });

    it("leaves the database as it was when pg_restore fails partway, and says what the file store holds", async () => {
      const target = await database("empty");
      // The last part of a restore creates the indexes, after every table and its rows.
      await admin(
        `create function refuse_indexes() returns event_trigger language plpgsql as $$
         begin raise exception 'no indexes today'; end $$;
         create event trigger refuse_indexes on ddl_command_end when tag in ('CREATE INDEX')
           execute function refuse_indexes();`,
        target,
      );
      const files = temporary("files");
      const failure = await restoreBackup({
        settings: opsSettings({ DATABASE_URL: target, FILES_DIR: files }),
        dir: backupDir,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OpsFailure);
      expect((failure as Error).message).toContain("no indexes today");
      expect((failure as Error).message).toContain(
        "The database was left as it was (pg_restore ran in one transaction). The file store holds the backup's objects: restore again with --force",
      );
      expect(await contentsOf(target)).toEqual([]);
    });

    it("checks what it restored against the manifest, and says so when it differs", async () => {
      const altered = join(temporary("backups"), "altered");
      cpSync(backupDir, altered, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(altered, MANIFEST_FILE), "utf8"));
      const persons = manifest.database.tables.find((t: { table: string }) => t.table === "public.persons");
      persons.checksum = "12345";
      writeFileSync(join(altered, MANIFEST_FILE), JSON.stringify(manifest));
      const target = await database("empty");
      const failure = await restoreBackup({
        settings: opsSettings({ DATABASE_URL: target, FILES_DIR: temporary("files") }),
        dir: altered,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OpsFailure);
      expect((failure as Error).message).toMatch(
        /^The restore ran, but what it wrote does not match the backup; do not start the portal on it:\n {2}table public\.persons: \d+ rows, checksum \d+; the backup has \d+ rows, checksum 12345$/,
      );
    });

    /** A stand-in for pg_dump or pg_restore that writes its pid and runs until it is ended. */
    const stuckTool = (name: "pg_dump" | "pg_restore") => {
      const dir = temporary("bin");
      const pidFile = join(dir, "pid");
      writeFileSync(
        join(dir, name),
        `#!/bin/sh\ncase "$1" in --version) echo "${name} (PostgreSQL) 99.0"; exit 0;; --list) exit 0;; esac\necho $$ > ${pidFile}\nexec sleep 600\n`,
        { mode: 0o755 },
      );
      return { dir, pidFile };
    };
    /** Runs a command until its tool has started, then stops it with SIGTERM. */
    const stopWhileToolRuns = async (
      name: "backup" | "restore",
      args: string[],
      env: Record<string, string>,
      pidFile: string,
    ) => {
      const child = spawn(process.execPath, [join(import.meta.dirname, `${name}-command.ts`), ...args], {
        env: { PATH: process.env.PATH ?? "", ...env },
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
      while (!existsSync(pidFile) || !readFileSync(pidFile, "utf8").trim())
        await new Promise((resolve) => setTimeout(resolve, 20));
      const toolPid = Number(readFileSync(pidFile, "utf8"));
      child.kill("SIGTERM");
      const code = await exited;
      // The tool was ended too (a pg_restore left running would finish a restore nobody checks).
      const alive = () => {
        try {
          process.kill(toolPid, 0);
          return true;
        } catch {
          return false;
        }
      };
      while (alive()) await new Promise((resolve) => setTimeout(resolve, 20));
      return { code, stderr };
    };

    it("stopped by a signal, a backup ends pg_dump and leaves no directory behind", async () => {
      const tool = stuckTool("pg_dump");
      const parent = temporary("backups");
      const stopped = await stopWhileToolRuns(
        "backup",
        ["--out", join(parent, "nightly")],
        { DATABASE_URL: source, FILES_DIR: sourceFiles, PG_BIN: tool.dir },
        tool.pidFile,
      );
      expect(stopped.code).toBe(143);
      expect(stopped.stderr).toContain(
        "The backup stopped by SIGTERM. Its unfinished directory was removed; no backup was made.",
      );
      expect(readdirSync(parent)).toEqual([]);
    });

    it("stopped by a signal, a restore ends pg_restore and says what the targets hold", async () => {
      const tool = stuckTool("pg_restore");
      const target = await database("empty");
      const stopped = await stopWhileToolRuns(
        "restore",
        [backupDir],
        { DATABASE_URL: target, FILES_DIR: temporary("files"), PG_BIN: tool.dir },
        tool.pidFile,
      );
      expect(stopped.code).toBe(143);
      expect(stopped.stderr).toContain(
        "The restore stopped by SIGTERM. pg_restore, if it was running, was stopped",
      );
      expect(await contentsOf(target)).toEqual([]);
    });

    it("finds a sequence behind the largest value of its column", async () => {
      const target = await database("empty");
      await admin(
        "create table numbered (id serial primary key); insert into numbered (id) values (1), (7)",
        target,
      );
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      try {
        expect(await sequencesBehind(client)).toEqual(["public.numbered_id_seq (for public.numbered.id)"]);
        await client.query("select setval('numbered_id_seq', 7)");
        expect(await sequencesBehind(client)).toEqual([]);
        // A row's checksum follows its values, not where the table keeps it.
        const before = await tableChecksum(client, { schema: "public", name: "numbered" });
        await client.query("update numbered set id = id where id = 1");
        expect(await tableChecksum(client, { schema: "public", name: "numbered" })).toEqual(before);
        await client.query("update numbered set id = 2 where id = 1");
        expect(await tableChecksum(client, { schema: "public", name: "numbered" })).not.toEqual(before);
      } finally {
        await client.end();
      }
    });
  },
);
