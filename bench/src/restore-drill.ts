// `DATABASE_URL=postgres://…/portal_scale npm run bench:restore -w bench`: the restore drill on a
// (scale-seeded) database, timed the way an operator would run it: `npm run backup`, `npm run
// restore` into a new database beside the original (and a new files directory), every table's
// checksum against the original, then the server started on the copy until /api/ready answers and a
// scale tenant's billing history is served. FILES_DIR: the original's files (default: none). The copy
// is dropped afterwards (KEEP_RESTORED=true keeps it). Results: bench/results/restore-drill.json.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { steadyRowText, tableChecksums } from "../../apps/server/src/ops/checksums.ts";
import { DEMO_PASSWORD } from "../../apps/server/src/seed/accounts.ts";
import { root } from "./server.ts";

const source = process.env.DATABASE_URL;
if (!source) {
  console.error("Usage: DATABASE_URL=postgres://…/portal_scale npm run bench:restore -w bench");
  process.exit(1);
}
const port = Number(process.env.BENCH_PORT ?? 3700);
const node = process.execPath;
const ops = join(root, "apps/server/src/ops");
const work = mkdtempSync(join(tmpdir(), "portal-drill-"));
const backupDir = join(work, "backup");
const restoredFiles = join(work, "files");
const filesDir = process.env.FILES_DIR ?? join(work, "no-files");

function run(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(node, [script, ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

async function checksums(url: string) {
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

async function admin(sql: string) {
  const url = new URL(source!);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const restoredName = `${new URL(source).pathname.slice(1)}_drill_${randomBytes(3).toString("hex")}`;
const restoredUrl = (() => {
  const url = new URL(source);
  url.pathname = `/${restoredName}`;
  return url.toString();
})();

const load = loadavg()[0]!.toFixed(1);
const drillStarted = performance.now();
console.log(`Restore drill of ${new URL(source).pathname.slice(1)} (load average ${load})`);
const backupMs = await run(join(ops, "backup-command.ts"), ["--out", backupDir], {
  DATABASE_URL: source,
  FILES_DIR: filesDir,
});
const dumpBytes = statSync(join(backupDir, "database.dump")).size;
await admin(`create database ${restoredName}`);
let server: ReturnType<typeof spawn> | undefined;
try {
  const restoreMs = await run(join(ops, "restore-command.ts"), [backupDir], {
    DATABASE_URL: restoredUrl,
    FILES_DIR: restoredFiles,
  });
  const compareStarted = performance.now();
  const [original, restored] = await Promise.all([checksums(source), checksums(restoredUrl)]);
  const same = JSON.stringify(original) === JSON.stringify(restored);
  const compareMs = performance.now() - compareStarted;
  if (!same) throw new Error("the restored tables' checksums differ from the original's");
  const rows = original.reduce((sum, t) => sum + t.rows, 0);

  // The server on the copy, as a deployment starts it, until it is ready and a tenant is served.
  const startStarted = performance.now();
  server = spawn(node, ["--max-semi-space-size=8", join(root, "apps/server/src/main.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: restoredUrl,
      FILES_DIR: restoredFiles,
      SANDBOX: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_DIST: join(work, "no-web"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - startStarted;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "scale.000001@example.fi", password: DEMO_PASSWORD }),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const history = await fetch(`${base}/api/billing/history`, {
    headers: { authorization: `Bearer ${sessionId}` },
  });
  if (history.status !== 200) throw new Error(`billing history answered ${history.status}`);
  const servedMs = performance.now() - startStarted;
  const drillMs = performance.now() - drillStarted;

  const result = {
    date: new Date().toISOString(),
    loadAverageAtStart: Number(load),
    tables: original.length,
    rows,
    dumpBytes,
    seconds: {
      backup: seconds(backupMs),
      restore: seconds(restoreMs),
      compare: seconds(compareMs),
      startUntilReady: seconds(readyMs),
      startUntilTenantServed: seconds(servedMs),
      drill: seconds(drillMs),
    },
  };
  writeFileSync(join(root, "bench/results/restore-drill.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\n${original.length} tables, ${rows} rows, dump ${(dumpBytes / 1024 ** 2).toFixed(1)} MB: backup ${result.seconds.backup} s, restore ${result.seconds.restore} s (verified), tables compared with the original ${result.seconds.compare} s, server ready on the copy ${result.seconds.startUntilReady} s, a tenant served ${result.seconds.startUntilTenantServed} s; the whole drill ${result.seconds.drill} s.`,
  );
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  if (process.env.KEEP_RESTORED !== "true")
    await admin(`drop database if exists ${restoredName} with (force)`);
  rmSync(work, { recursive: true, force: true });
}
