// `npm run cluster` (scripts/cluster.mjs) as an operator runs it: it starts the database, the S3
// stand-in, two instances and HAProxy, prints where to open the portal, starts an instance that
// exits again, and stops everything it started on Ctrl-C.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./config.ts";
import { freePort, haproxyBinary } from "./test/cluster.ts";
import { postgresDatabase } from "./test/postgres-copy.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Seven free ports in a row: HAProxy's and the six the script takes above it. */
async function portRun(): Promise<number> {
  for (;;) {
    const base = await freePort();
    if (base > 65_000) continue;
    const free = await Promise.all(
      Array.from({ length: 6 }, (_, i) => listening(base + 1 + i).then((taken) => !taken)),
    );
    if (free.every(Boolean)) return base;
  }
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!adminUrl)("npm run cluster", () => {
  it("starts two instances behind HAProxy, prints where to open it, starts an instance that exits again and stops everything on Ctrl-C", async () => {
    if (!haproxyBinary())
      throw new Error("HAProxy is not installed: apt-get install haproxy (npm test and .ci/run do it)");
    const db = await postgresDatabase(adminUrl!, "empty");
    const dir = mkdtempSync(join(tmpdir(), "portal-cluster-script-"));
    const port = await portRun();
    const child = spawn(process.execPath, [join(repoRoot, "scripts/cluster.mjs"), "--no-build"], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? dir,
        DATABASE_URL: db.url,
        CLUSTER_PORT: String(port),
        CLUSTER_DIR: dir,
        PASSWORD_HASH_MINIMAL: "true",
        WEB_DIST: "/nonexistent-web-dist",
        DRAIN_DELAY_MS: "500",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own: whatever happens, the test ends the script and all it started.
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const printed = async (pattern: RegExp) => {
      for (let i = 0; i < 1_800 && !pattern.test(output); i++) {
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const match = pattern.exec(output);
      if (!match) throw new Error(`npm run cluster did not print ${String(pattern)}:\n${output}`);
      return match;
    };
    try {
      const address = (await printed(/two instances behind HAProxy: (http:\/\/\S+)/))[1]!;
      expect(address).toBe(`http://localhost:${port}`);
      const pidOf = async (name: "a" | "b") =>
        Number((await printed(new RegExp(`Instance ${name}: \\S+ \\(pid (\\d+)`)))[1]);
      const [a, b] = [await pidOf("a"), await pidOf("b")];
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      // An instance told to stop (a rolling restart) is started again, as a supervisor would.
      process.kill(a, "SIGTERM");
      const again = Number((await printed(/Instance a started again: pid (\d+)/))[1]);
      expect(again).not.toBe(a);

      child.kill("SIGINT");
      expect(await exited).toBe(0);
      for (const pid of [a, b, again]) expect(alive(pid), `pid ${pid}`).toBe(false);
      for (let i = 0; i <= 6; i++) expect(await listening(port + i), `port ${port + i}`).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // ended already
      }
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
