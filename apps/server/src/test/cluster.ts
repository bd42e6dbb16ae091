// The parts of a cluster on this machine, for the cluster test: HAProxy with deploy/haproxy.cfg,
// the S3 stand-in as a process of its own, free ports, and a browser-like HTTP client that records
// every request it sends through HAProxy.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { delimiter, join } from "node:path";
import { repoRoot } from "../config.ts";

export const HAPROXY_CONFIG = join(repoRoot, "deploy/haproxy.cfg");

/** Debian's haproxy (/usr/sbin is not on every PATH), or one on PATH; undefined when there is none. */
export function haproxyBinary(): string | undefined {
  const dirs = ["/usr/sbin", "/usr/local/sbin", ...(process.env.PATH ?? "").split(delimiter)];
  for (const dir of dirs) {
    const path = join(dir, "haproxy");
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A port nothing listens on now (the instances need theirs before HAProxy starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is read line by line. */
export interface LineProcess {
  pid: number;
  lines: string[];
  waitFor(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnLines(command: string, args: string[], env: Record<string, string>): LineProcess {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let pending = "";
  const take = (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    lines.push(...parts);
    for (const wake of waiters) wake();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
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
    lines,
    exited,
    kill: (signal) => void child.kill(signal),
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(() => reject(new Error(`${command}: no such line:\n${lines.join("\n")}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        const check = () => {
          const found = lines.find(match);
          if (found !== undefined) done(() => resolve(found));
          else if (ended) done(() => reject(new Error(`${command} ended:\n${lines.join("\n")}`)));
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** test/s3-stand-in.ts as a process, its objects in `directory`: the FILES_S3_* variables to use it. */
export async function startS3StandIn(directory: string) {
  const child = spawnLines(
    process.execPath,
    [join(repoRoot, "apps/server/src/test/s3-stand-in.ts"), "--directory", directory],
    { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? directory },
  );
  const ready = JSON.parse(await child.waitFor((l) => l.includes('"msg":"ready"'))) as {
    env: Record<string, string>;
  };
  return {
    env: ready.env,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}

/** One line of HAProxy's log (deploy/haproxy.cfg's log-format): who served which request id. */
export interface HaproxyLine {
  server: string;
  status: number;
  method: string;
  id: string;
}

/** HAProxy running deploy/haproxy.cfg in the foreground, logging to its standard output. */
export async function startHaproxy(
  binary: string,
  ports: { bind: number; a: number; b: number; stats: number },
) {
  const child = spawnLines(binary, ["-db", "-f", HAPROXY_CONFIG], {
    PATH: process.env.PATH ?? "",
    PORTAL_BIND: `127.0.0.1:${ports.bind}`,
    PORTAL_A: `127.0.0.1:${ports.a}`,
    PORTAL_B: `127.0.0.1:${ports.b}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${ports.stats}`,
    HAPROXY_LOG: "stdout",
  });
  const statsUrl = `http://127.0.0.1:${ports.stats}/`;
  /** The status page's rows of the portal's frontend and servers, by name, each by its columns. */
  async function stats(): Promise<Record<string, Record<string, string>>> {
    const csv = await (await fetch(`${statsUrl};csv`)).text();
    const [header, ...rows] = csv.split("\n").filter(Boolean);
    const columns = header!.replace(/^# /, "").split(",");
    const out: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[0] === "portal")
        out[cells[1]!] = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? ""]));
    }
    return out;
  }
  /** Each server's state on the status page: UP, DOWN, or a transition ("UP 1/2"). */
  async function servers(): Promise<Record<string, string>> {
    const rows = await stats();
    return { a: rows.a?.status ?? "", b: rows.b?.status ?? "" };
  }
  // Serving once its status page answers.
  for (let i = 0; ; i++) {
    try {
      await servers();
      break;
    } catch (error) {
      if (i > 100) throw new Error(`HAProxy did not start: ${String(error)}\n${child.lines.join("\n")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${ports.bind}`,
    statsUrl,
    servers,
    /** Connections the portal's frontend holds open now. */
    openConnections: async () => Number((await stats()).FRONTEND?.scur ?? 0),
    /** Waits until the server's state is `state` (UP or DOWN). */
    async waitFor(server: "a" | "b", state: "UP" | "DOWN", timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const now = (await servers())[server];
        if (now === state) return;
        if (Date.now() > until) throw new Error(`HAProxy: server ${server} is ${now}, not ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The request lines of its log so far. */
    requests(): HaproxyLine[] {
      const out: HaproxyLine[] = [];
      for (const line of child.lines) {
        const match = / portal\/(\S+) \S+ (\d{3}) .* (\S+) id=(\S+)$/.exec(line);
        if (match)
          out.push({ server: match[1]!, status: Number(match[2]), method: match[3]!, id: match[4]! });
      }
      return out;
    },
    lines: child.lines,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}
export type Haproxy = Awaited<ReturnType<typeof startHaproxy>>;

/** A request as the client saw it. */
export interface Sent {
  method: string;
  path: string;
  /** 0: no answer at all (the connection failed). */
  status: number;
  /** X-Request-ID of the answer: HAProxy's id, the portal's reqId. */
  id: string | undefined;
  at: number;
  /** Why there was no answer. */
  error?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
  json<T>(): T;
}

/**
 * What a browser (or the web app) does over HTTP: requests to one address, redirects not followed,
 * cookies kept per client, every request recorded in `sent`. Each request has a connection of its
 * own, as many browsers would: a kept-alive one that HAProxy closes for idleness just as a POST
 * goes out fails in any client, whatever the portal does.
 */
export function httpClient(base: string, sent: Sent[]) {
  const jar = new Map<string, string>();
  return {
    request(
      method: string,
      path: string,
      options: { headers?: Record<string, string>; body?: string | Buffer; bearer?: string } = {},
    ): Promise<Answer> {
      const url = new URL(path, base);
      const headers: Record<string, string | number> = { ...options.headers };
      if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
      const record: Sent = { method, path: url.pathname, status: 0, id: undefined, at: Date.now() };
      sent.push(record);
      return new Promise((resolve) => {
        const failed = (error: Error) => {
          record.error = String(error);
          resolve({
            status: 0,
            headers: new Headers(),
            body: Buffer.from(String(error)),
            text: () => String(error),
            json: () => {
              throw new Error(`no answer: ${String(error)}`);
            },
          });
        };
        const req = httpRequest(url, { method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", failed);
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const v of [value ?? []].flat()) answer.append(name, v);
            record.status = res.statusCode ?? 0;
            record.id = answer.get("x-request-id") ?? undefined;
            for (const line of answer.getSetCookie()) {
              const [pair] = line.split(";");
              const at = pair!.indexOf("=");
              jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
            }
            resolve({
              status: record.status,
              headers: answer,
              body,
              text: () => body.toString(),
              json: <T>() => JSON.parse(body.toString()) as T,
            });
          });
        });
        req.on("error", failed);
        req.end(options.body);
      });
    },
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
