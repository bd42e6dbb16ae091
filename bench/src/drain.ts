// `npm run drain -w bench` with TEST_DATABASE_URL (a PostgreSQL server it may create databases on):
// how long a server takes to stop after SIGTERM with the default DRAIN_DELAY_MS (5 s) and
// SHUTDOWN_GRACE_MS (25 s). Three cases: idle; a request in flight whose body ends 2 s after the
// listener closed; a request whose body never ends (the grace runs out). For each: when the first
// readiness probe after the signal answered 503, when new connections were refused, when the
// request in flight was answered, and when the process exited with which code.
import { spawn } from "node:child_process";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { root } from "./server.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("TEST_DATABASE_URL is required");
const port = 3871;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measure(scenario: "idle" | "in flight" | "stuck") {
  const name = `portal_drain_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const child = spawn(join(root, "node_modules/.bin/node"), [join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX: "true",
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      // The stuck request is ended by the grace, not by the server's own 30 s body timeout first.
      REQUEST_TIMEOUT_MS: "120000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    while (!output.includes('"msg":"ready"')) await sleep(50);
    let socket: Socket | undefined;
    if (scenario !== "idle") {
      // A request whose body is still arriving when the signal comes.
      socket = connect(port, "127.0.0.1");
      await new Promise((resolve) => socket!.once("connect", resolve));
      socket.on("error", () => undefined);
      socket.write(
        "POST /api/feedback HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{",
      );
    }
    const signalled = performance.now();
    const since = () => Math.round(performance.now() - signalled);
    child.kill("SIGTERM");
    let notReadyMs: number | undefined;
    let refusedMs: number | undefined;
    while (refusedMs === undefined) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
        if (res.status === 503) notReadyMs ??= since();
      } catch {
        refusedMs = since();
      }
      await sleep(20);
    }
    let answeredMs: number | undefined;
    if (scenario === "in flight") {
      await sleep(2_000);
      const answered = new Promise((resolve) => socket!.once("data", resolve));
      socket!.write(`"a":1}${" ".repeat(33)}`);
      await answered;
      answeredMs = since();
    }
    const code = await exited;
    return {
      scenario,
      "first 503 (ms)": notReadyMs,
      "connections refused (ms)": refusedMs,
      "request answered (ms)": answeredMs ?? "",
      "exited (ms)": since(),
      "exit code": code,
    };
  } finally {
    child.kill("SIGKILL");
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const rows = [];
for (const scenario of ["idle", "in flight", "stuck"] as const) rows.push(await measure(scenario));
console.table(rows);
