import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../config.ts";

const MAIN = join(repoRoot, "apps/server/src/main.ts");

export type LogLine = Record<string, unknown> & { msg?: string; time?: number };

/** A server started as main.ts is started, in a process of its own, its JSON log read as it comes. */
export interface ServerProcess {
  pid: number;
  /** Every JSON line the process has logged so far. */
  log: LogLine[];
  /** Everything else it wrote (the banner, a refusal). */
  output(): string;
  /** The first log line that matches, waiting for it; fails when the process ends first. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server with the test's stand-ins and keys (SANDBOX=true), on ports of its own (PORT=0,
 * METRICS_PORT=0: read them from the "ready" line), logging at info. `env` adds to and overrides it.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const dir = mkdtempSync(join(tmpdir(), "portal-process-"));
  const child = spawn(process.execPath, [MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dir,
      NODE_ENV: "test",
      SANDBOX: "true",
      PASSWORD_HASH_MINIMAL: "true",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      PORT: "0",
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
      WEB_DIST: "/nonexistent-web-dist",
      DATA_DIR: dir,
      FILES_DIR: join(dir, "files"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: LogLine[] = [];
  let other = "";
  let pending = "";
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("{")) {
        try {
          log.push(JSON.parse(line) as LogLine);
          continue;
        } catch {
          // not a log line after all
        }
      }
      other += `${line}\n`;
    }
    for (const wake of waiters) wake();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", (chunk: Buffer) => (other += chunk.toString()));
  // Ended before the waiters wake, so a waiter for a line that never came fails at once.
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = true;
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );

  return {
    pid: child.pid!,
    log,
    output: () => other,
    kill: (signal) => void child.kill(signal),
    exited,
    waitFor(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = log.find(match);
          if (found) return done(() => resolve(found));
          if (ended) done(() => reject(new Error(`the server ended first:\n${other}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no such log line in ${timeoutMs} ms:\n${other}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
  };
}
