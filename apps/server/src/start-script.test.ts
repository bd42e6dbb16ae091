// `npm start` (scripts/start.mjs) stopped at each phase: nothing it started may stay behind, and a
// stopped web build never stands in for a whole one.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { repoRoot } from "./config.ts";
import { postgresDatabase } from "./test/postgres-copy.ts";

/** The processes whose environment carries `mark`: everything a start spawned inherits it. */
function processesMarked(mark: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "latin1").includes(`PORTAL_START_MARK=${mark}`))
        found.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours
    }
  }
  return found;
}

interface Started {
  child: ChildProcess;
  mark: string;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start` as a user runs it (npm, its shell, the script), in a process group of its own. */
function npmStart(env: Record<string, string>): Started {
  const mark = randomBytes(6).toString("hex");
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", PORTAL_START_MARK: mark, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, mark, output: () => output, exited };
}

function cleanUp(started: Started) {
  try {
    process.kill(-started.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  for (const pid of processesMarked(started.mark)) process.kill(pid, "SIGKILL");
}

const WAIT = { timeout: 60_000, interval: 100 };

describe("npm start stopped by a signal", () => {
  it(
    "while it builds the web app: everything it started ends, and neither a half build nor its folder is left",
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-start-"));
      const web = join(dir, "web");
      const start = npmStart({ WEB_DIST: web, DATA_DIR: join(dir, "data"), PORT: "0" });
      try {
        // Between the build's first step and its last: the first step's output is there.
        await vi.waitFor(() => {
          const building = readdirSync(dir).find((name) => name.startsWith(".web-build-"));
          expect(building && existsSync(join(dir, building, "index.html"))).toBeTruthy();
        }, WAIT);
        // To npm, as a supervisor sends it: npm passes it to its shell, which dies without passing it on.
        process.kill(start.child.pid!, "SIGTERM");
        await start.exited;
        await vi.waitFor(() => expect(processesMarked(start.mark)).toEqual([]), WAIT);
        expect(readdirSync(dir).filter((name) => name !== "data")).toEqual([]);
        expect(start.output()).not.toContain("Resident portal: http");
      } finally {
        cleanUp(start);
      }
    },
  );

  it(
    "while the server runs: the server drains and ends with the start, and a build with its marker is not built again",
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-start-"));
      const web = join(dir, "web");
      // A whole build, newer than every source.
      mkdirSync(web);
      writeFileSync(join(web, "index.html"), "<!doctype html><title>x</title>");
      writeFileSync(join(web, ".build-complete"), new Date().toISOString());
      // A migrated PostgreSQL database starts in a fraction of a fresh embedded one's time.
      const db = process.env.TEST_DATABASE_URL
        ? await postgresDatabase(process.env.TEST_DATABASE_URL, "migrated")
        : undefined;
      const start = npmStart({
        WEB_DIST: web,
        DATA_DIR: join(dir, "data"),
        PORT: "0",
        SEED_DEMO: "false",
        ...(db ? { DATABASE_URL: db.url } : {}),
      });
      try {
        await vi.waitFor(() => expect(start.output()).toContain('"msg":"ready"'), WAIT);
        expect(start.output()).not.toContain("Building the web app");
        process.kill(start.child.pid!, "SIGTERM");
        await start.exited;
        await vi.waitFor(() => expect(processesMarked(start.mark)).toEqual([]), WAIT);
        expect(start.output()).toContain('"msg":"stopping: not ready from now on"');
        expect(start.output()).toMatch(/"exitCode":0,.*"msg":"stopped"/);
      } finally {
        cleanUp(start);
        await db?.drop();
      }
    },
  );
});
