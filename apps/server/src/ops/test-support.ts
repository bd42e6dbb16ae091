// What the backup's and the restore's tests share: the commands as processes, databases of their own
// on TEST_DATABASE_URL's server, and a database's checksums and contents.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { databaseContents, steadyRowText, tableChecksums } from "./checksums.ts";

/** `npm run backup` or `npm run restore` as a process, with only PATH and `env` in its environment. */
export function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, `${name}-command.ts`), ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const made: string[] = [];
/** A new temporary directory; removeTemporary() removes every one made (backups hold the demo's data). */
export function temporary(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portal-${prefix}-`));
  made.push(dir);
  return dir;
}
export function removeTemporary(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Databases of their own on the server at `adminUrl`: empty, or copies of the run's migrated or
 * seeded template (test/global-setup.ts); dropAll() removes them.
 */
export function databases(adminUrl: string) {
  const names: string[] = [];
  return {
    async create(from: "empty" | "migrated" | "seeded", owner?: string): Promise<string> {
      const name = `portal_ops_${randomBytes(6).toString("hex")}`;
      const template =
        from === "empty" ? null : inject(from === "seeded" ? "postgresSeededTemplate" : "postgresTemplate");
      await query(
        adminUrl,
        `create database ${name}${template ? ` template ${template}` : ""}${owner ? ` owner ${owner}` : ""}`,
      );
      names.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      for (const name of names.splice(0))
        await query(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Every table's row count and checksum, as the manifest has them. */
export async function checksumsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await steadyRowText(client);
    return await tableChecksums(client);
  } finally {
    await client.end();
  }
}

export async function contentsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await databaseContents(client);
  } finally {
    await client.end();
  }
}
