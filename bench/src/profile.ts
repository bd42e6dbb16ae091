// `npm run profile -w bench -- [path] [seconds]` with DATABASE_URL of the scale-seeded database:
// where a read's CPU time goes. Starts the server under V8's CPU profiler, signs in 50 scale tenants,
// loads the path (default /api/billing/history) at 50 connections, each as its own tenant, then
// prints the server's CPU time per request (from /proc) and the functions and packages that took
// the most of it. The whole profile is written to bench/results/ for Chrome's DevTools.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { scaleEmail } from "../../apps/server/src/seed/scale-seed.ts";
import { runAsTenants } from "./billing.ts";
import { root } from "./server.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const path = process.argv[2] ?? "/api/billing/history";
const seconds = Number(process.argv[3] ?? 15);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to the scale-seeded database (npm run seed:scale -w bench).");
  process.exit(1);
}
const port = 3190;
const baseUrl = `http://127.0.0.1:${port}`;
const profileDir = join(root, "bench/results/profile-tmp");
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });

const server = spawn(
  process.execPath,
  [
    `--max-semi-space-size=${process.env.SEMI_SPACE_MB ?? 8}`,
    "--cpu-prof",
    `--cpu-prof-dir=${profileDir}`,
    "apps/server/src/main.ts",
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX: "true",
      SEED_DEMO: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CONNECTIONS_PER_ADDRESS: "0",
      SIGN_IN_LIMIT_PER_ADDRESS: "1000",
      RATE_LIMIT_FACTOR: "100",
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${baseUrl}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 1200) throw new Error("the server did not start in 60 s");
  await new Promise((r) => setTimeout(r, 50));
}

const sessions: string[] = [];
for (let k = 0; k < 50; k++) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: scaleEmail(1 + ((k * 397) % 20_000)), password: "Asukas!2026" }),
  });
  if (!res.ok) throw new Error(`sign-in of scale tenant ${k} answered ${res.status}`);
  sessions.push(((await res.json()) as { sessionId: string }).sessionId);
}

const cpuMicros = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100);
};
const run = (duration: number) => runAsTenants(baseUrl + path, sessions, duration);
await run(2);
const before = cpuMicros();
const result = await run(seconds);
const used = cpuMicros() - before;
console.log(
  `${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `non-2xx ${result.non2xx}, server CPU ${Math.round(used / result.requests.total)} µs a request`,
);

server.kill("SIGINT");
await new Promise((r) => server.once("exit", r));
const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("the server wrote no profile");
const saved = join(root, "bench/results", `profile${path.replaceAll("/", "-")}.cpuprofile`);
renameSync(join(profileDir, file), saved);
rmSync(profileDir, { recursive: true, force: true });

const profile = JSON.parse(readFileSync(saved, "utf8")) as CpuProfile;
// Only the measured load: the samples of its last `seconds` before the server was stopped (start-up,
// the start-up jobs and the warm-up are left out).
const at: number[] = [];
profile.timeDeltas.reduce((t, delta, i) => (at[i] = t + delta), 0);
const from = (at.at(-1) ?? 0) - seconds * 1_000_000;
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (at[i]! >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = profile.nodes
  .filter((n) => n.callFrame.functionName === "(idle)")
  .reduce((a, n) => a + (self.get(n.id) ?? 0), 0);
const busy = total - idle;
const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes("/apps/server/")) return "server";
  if (url.includes("/packages/schemas/")) return "schemas";
  if (url.startsWith("node:")) return "node";
  return url ? "other" : "(native/GC)";
};
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const t = self.get(node.id) ?? 0;
  if (!t || node.callFrame.functionName === "(idle)") continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${url.replace(/.*node_modules\//, "").replace(root, "")}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  const pkg = functionName.startsWith("(") ? functionName : where(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
}
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `  ${((t / busy) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join("\n");
console.log(`busy ${Math.round(busy / 1000)} ms of ${Math.round(total / 1000)} ms profiled\nby package:`);
console.log(top(byPackage, 15));
console.log("by function (self time):");
console.log(top(byFunction, 30));
console.log(`profile: ${saved}`);
