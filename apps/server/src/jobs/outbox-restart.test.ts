import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../config.ts";

/**
 * The outbox promise, proven with real processes: a message committed by a server that is then
 * killed outright (no shutdown, no chance to deliver) is delivered by the next server on the same
 * database.
 */
const NODE = join(repoRoot, "node_modules/.bin/node");
const MAIN = join(repoRoot, "apps/server/src/main.ts");
const AINO = "aino.asukas@example.fi";

interface Target {
  name: string;
  /** Environment pointing a server at a fresh database; `drop` removes it. */
  create(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

const targets: Target[] = [{ name: "pglite", create: async () => ({ env: {}, drop: async () => {} }) }];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  targets.push({
    name: "postgres",
    async create() {
      const name = `portal_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`).finally(() => admin.end());
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        async drop() {
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
        },
      };
    },
  });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function startServer(env: Record<string, string>, port: number): Server {
  const inherited = { ...process.env };
  // Only what this test chooses: no real services, no database from the developer's shell.
  for (const key of ["DATABASE_URL", "SMTP_URL", "SMS_GATEWAY_URL", "OUTBOX_WORKER", "OUTBOX_POLL_MS"])
    delete inherited[key];
  const child = spawn(NODE, [MAIN], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent-web-dist",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

async function waitReady(server: Server, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}

async function mailTo(server: Server, recipient: string) {
  const res = await fetch(`${server.base}/sandbox/mail/messages.json?to=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { channel: string; subject: string; text: string }[] }).messages;
}

describe.each(targets)("outbox across a crash on $name", (target) => {
  let dataDir: string;
  let db: { env: Record<string, string>; drop(): Promise<void> };
  const running: Server[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-outbox-"));
    db = await target.create(dataDir);
  });

  afterAll(async () => {
    for (const server of running)
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a server killed after the commit still delivers after restart", { timeout: 120_000 }, async () => {
    const env = { ...db.env, DATA_DIR: dataDir };

    // Server 1 takes the request and commits the message, but does not deliver.
    const first = startServer({ ...env, OUTBOX_WORKER: "false" }, await freePort());
    running.push(first);
    await waitReady(first);
    const asked = await fetch(`${first.base}/api/forgot-password/code`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: AINO }),
    });
    expect(asked.status, first.output()).toBe(200);
    expect(await mailTo(first, AINO)).toEqual([]);

    // No shutdown handler, no flush: the process is gone the moment the answer was sent.
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    const second = startServer({ ...env, OUTBOX_WORKER: "true", OUTBOX_POLL_MS: "100" }, await freePort());
    running.push(second);
    await waitReady(second);
    await expect
      .poll(async () => (await mailTo(second, AINO)).length, { timeout: 20_000, interval: 200 })
      .toBe(1);
    const [mail] = await mailTo(second, AINO);
    expect(mail?.channel).toBe("mail");
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    expect(code).toBeDefined();

    // A clean stop waits for the worker and exits 0; nothing is delivered twice.
    second.child.kill("SIGTERM");
    expect((await second.exited).code, second.output()).toBe(0);
    expect(first.output() + second.output()).not.toContain(code);
  });
});
