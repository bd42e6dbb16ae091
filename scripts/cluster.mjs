// `npm run cluster`: the portal as a company runs it, on this machine: a PostgreSQL database, the S3
// stand-in (a process speaking S3, its objects in .data/cluster/s3), two instances of the server
// and HAProxy in front of them with deploy/haproxy.cfg, the configuration the cluster test runs.
// It prints where to open it once HAProxy sees both instances ready. Ctrl-C (or SIGTERM) stops
// everything it started: the instances drain first, as in production; a second Ctrl-C ends them at
// once. `npm run cluster -- --fresh` drops the database and the stored files first.
//
// Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_cluster,
// created when missing), CLUSTER_PORT (HAProxy, 8080; the instances, their metrics, the S3 stand-in
// and HAProxy's status page take the six ports above it), CLUSTER_HOST (127.0.0.1; 0.0.0.0 to be
// reached from elsewhere), CLUSTER_DIR (.data/cluster: the stored files and the logs a.log, b.log,
// haproxy.log, s3.log). `--no-build` serves the web app as it is built, without building it.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createRequire } from "node:module";
import { ensureInstall, nodeBin, root } from "./ensure-install.mjs";
import { ensureWebBuild } from "./build-web.mjs";
import { ensureHaproxy } from "./haproxy.mjs";

const fresh = process.argv.includes("--fresh");
const build = !process.argv.includes("--no-build");
const dir = resolve(root, process.env.CLUSTER_DIR || ".data/cluster");
const host = process.env.CLUSTER_HOST || "127.0.0.1";
const port = Number(process.env.CLUSTER_PORT || 8080);
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/portal_cluster";
/** Where the files and logs are, as the messages name it. */
const shownDir = relative(root, dir).startsWith("..") ? dir : relative(root, dir);
const shown = host === "0.0.0.0" || host === "127.0.0.1" ? "localhost" : host;
const publicUrl = process.env.PUBLIC_URL || `http://${shown}:${port}`;
const PORTS = {
  a: port + 1,
  b: port + 2,
  metricsA: port + 3,
  metricsB: port + 4,
  s3: port + 5,
  stats: port + 6,
};

const children = new Map();
let stopping = false;

function fail(message) {
  console.error(`\nThe cluster could not start: ${message}`);
  void stop(1);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The instances drain (DRAIN_DELAY_MS) while HAProxy still runs; then HAProxy and the store.
  const order = [["a", "b"], ["haproxy"], ["s3"]];
  for (const names of order)
    await Promise.all(
      names.map((name) => {
        const child = children.get(name);
        if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
        child.kill("SIGTERM");
        return new Promise((resolve) => child.once("exit", resolve));
      }),
    );
  process.exit(code);
}

// npm passes SIGTERM to the shell it runs this in, not here: a parent gone is a stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 500).unref();

let lastSignal;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => {
    const now = Date.now();
    if (lastSignal && now - lastSignal.at < 1_000) return;
    if (lastSignal) {
      for (const child of children.values()) child.kill("SIGKILL");
      process.exit(130);
    }
    lastSignal = { at: now };
    console.log("\nStopping: the instances drain, then HAProxy and the S3 stand-in stop…");
    void stop(0);
  });

/**
 * A child whose output goes to CLUSTER_DIR/<name>.log. When it exits by itself, `restart` (the
 * instances) starts it again; any other child's end stops the cluster.
 */
function start(name, command, args, env, restart) {
  const log = createWriteStream(join(dir, `${name}.log`), { flags: "a" });
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(name, child);
  const take = (chunk) => {
    log.write(chunk);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  child.once("exit", (code, signal) => {
    log.end();
    if (stopping) return;
    const how = signal ?? `code ${code}`;
    if (restart) {
      // As a supervisor (systemd's Restart=always, an orchestrator) does: the other instance serves
      // meanwhile, and HAProxy sends this one requests again once its checks see it ready.
      console.log(`Instance ${name} exited (${how}); starting it again (${shownDir}/${name}.log).`);
      setTimeout(() => {
        if (!stopping) console.log(`Instance ${name} started again: pid ${restart().pid}.`);
      }, 1_000);
    } else {
      console.log(`\n${name} exited (${how}); see ${shownDir}/${name}.log. Stopping the cluster.`);
      void stop(1);
    }
  });
  return child;
}

/** Resolves once `match` sees a line, rejects when the child ends first. */
function waitForLine(name, child, match) {
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      for (const line of chunk.toString().split("\n"))
        if (match(line)) {
          child.stdout.off("data", onData);
          resolve(line);
        }
    };
    child.stdout.on("data", onData);
    child.once("exit", () =>
      reject(new Error(`${name} ended before it was ready; see ${shownDir}/${name}.log`)),
    );
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database, the server started (pg_ctlcluster) when it is installed but not running. */
async function ensureDatabase() {
  const require = createRequire(join(root, "apps/server/package.json"));
  const pg = require("pg");
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const connect = async () => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    return client;
  };
  let client;
  try {
    client = await connect();
  } catch (error) {
    if (error.code !== "ECONNREFUSED") throw error;
    const versions = spawnSync("ls", ["/etc/postgresql"], { encoding: "utf8" })
      .stdout?.trim()
      .split("\n")
      .filter(Boolean);
    if (!versions?.length)
      throw new Error(
        `no PostgreSQL answers at ${target.host} and none is installed here: apt-get install postgresql, or set DATABASE_URL`,
      );
    const version = versions.sort((x, y) => Number(x) - Number(y)).at(-1);
    console.log(`Starting PostgreSQL ${version}…`);
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "inherit" });
    for (let i = 0; !client; i++) {
      try {
        client = await connect();
      } catch (again) {
        if (i > 30) throw again;
        await sleep(1_000);
      }
    }
  }
  try {
    if (fresh) await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    const { rows } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length === 0) {
      console.log(`Creating the database ${name}…`);
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/** HAProxy's status page: each instance's state (UP, DOWN, …). */
async function backendStates() {
  const csv = await (await fetch(`http://127.0.0.1:${PORTS.stats}/;csv`)).text();
  const [header, ...rows] = csv.split("\n").filter(Boolean);
  const status = header.replace(/^# /, "").split(",").indexOf("status");
  const states = {};
  for (const row of rows) {
    const cells = row.split(",");
    if (cells[0] === "portal" && (cells[1] === "a" || cells[1] === "b")) states[cells[1]] = cells[status];
  }
  return states;
}

try {
  ensureInstall();
  const haproxy = ensureHaproxy();
  if (build) ensureWebBuild();
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await ensureDatabase();

  const s3 = start("s3", nodeBin, [
    join(root, "apps/server/src/test/s3-stand-in.ts"),
    "--directory",
    join(dir, "s3"),
    "--port",
    String(PORTS.s3),
  ]);
  const s3Ready = JSON.parse(await waitForLine("s3", s3, (line) => line.includes('"msg":"ready"')));

  const instance = (name, httpPort, metricsPort) =>
    start(
      name,
      nodeBin,
      ["--max-semi-space-size=8", join(root, "apps/server/src/main.ts")],
      {
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "131072",
        SANDBOX: "true",
        SEED_DEMO: "true",
        INSTANCES_SHARED: "true",
        DATABASE_URL: databaseUrl,
        ...s3Ready.env,
        HOST: "127.0.0.1",
        PORT: String(httpPort),
        METRICS_PORT: String(metricsPort),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: "127.0.0.1",
        DATA_DIR: join(dir, name),
      },
      () => instance(name, httpPort, metricsPort),
    );
  const a = instance("a", PORTS.a, PORTS.metricsA);
  const b = instance("b", PORTS.b, PORTS.metricsB);
  const isReady = (line) => line.includes('"msg":"ready"');
  start("haproxy", haproxy, ["-db", "-f", join(root, "deploy/haproxy.cfg")], {
    PORTAL_BIND: `${host}:${port}`,
    PORTAL_A: `127.0.0.1:${PORTS.a}`,
    PORTAL_B: `127.0.0.1:${PORTS.b}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${PORTS.stats}`,
    HAPROXY_LOG: "stdout",
  });
  console.log("Starting two instances (the first start migrates and seeds the demo world)…");
  await Promise.all([waitForLine("a", a, isReady), waitForLine("b", b, isReady)]);
  for (let i = 0; ; i++) {
    const states = await backendStates().catch(() => ({}));
    if (states.a === "UP" && states.b === "UP") break;
    if (i > 100) throw new Error(`HAProxy does not see both instances ready: ${JSON.stringify(states)}`);
    await sleep(200);
  }
  console.log(`
Resident portal, two instances behind HAProxy: ${publicUrl}
  Instance a: http://127.0.0.1:${PORTS.a} (pid ${a.pid}, metrics http://127.0.0.1:${PORTS.metricsA}/metrics)
  Instance b: http://127.0.0.1:${PORTS.b} (pid ${b.pid}, metrics http://127.0.0.1:${PORTS.metricsB}/metrics)
  HAProxy's status page: http://127.0.0.1:${PORTS.stats}/ (deploy/haproxy.cfg)
  Files: S3 stand-in at ${s3Ready.env.FILES_S3_ENDPOINT}, bucket ${s3Ready.env.FILES_S3_BUCKET}, objects in ${shownDir}/s3
  Database: ${databaseUrl.replace(/\/\/[^@/]*@/, "//[user]@")}
  Mail and SMS: ${publicUrl}/sandbox/mail; bank and payments: the sandbox (README, "Sandbox services")
  Logs: ${shownDir}/a.log, b.log, haproxy.log, s3.log
  Demo accounts: README.md ("Demo accounts"); staff sign in at ${publicUrl}/hallinta

Try a rolling restart: kill -TERM ${a.pid} drains instance a while b serves, and it is started
again (docs/operations.md, "Several instances behind HAProxy"); kill -KILL ${b.pid} is a crash.
Ctrl-C stops everything.
`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
