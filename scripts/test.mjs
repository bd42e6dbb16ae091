// `npm test`: every tier in order (types, lint, unit + server, web build budgets, end-to-end in Chromium),
// then one closing line with the totals.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureInstall, root, run } from "./ensure-install.mjs";
import { ensureWebBuild } from "./build-web.mjs";
import { ensureHaproxy } from "./haproxy.mjs";

const CHROMIUM = "/usr/bin/chromium";
const reports = join(root, "test-results");
mkdirSync(reports, { recursive: true });

const stepTimes = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = run(cmd, args, { env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  stepTimes.push([name, seconds]);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(status);
  }
  console.log(`✔ ${name}: ${seconds} s`);
}

/** Prints how long each test file took, slowest first, so CI's output shows where its time goes. */
function printDurations(title, rows) {
  if (!rows.length) return;
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${title} (${rows.length} files, ${(total / 1000).toFixed(0)} s in all, slowest first):`);
  for (const [file, ms] of rows) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

function vitestFileDurations(report) {
  return (report?.testResults ?? []).map((r) => [
    r.name.replace(`${root}/`, ""),
    Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
  ]);
}

/** Playwright's report: every result's duration summed per spec file and project. */
function e2eFileDurations(report) {
  const sums = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const key = `${spec.file ?? suite.file} [${t.projectName}]`;
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        sums.set(key, (sums.get(key) ?? 0) + ms);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...sums];
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const sudo = process.getuid && process.getuid() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo.length ? "sudo" : "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update", "-qq"]);
  if (apt(["install", "-y", "-qq", "chromium"]).status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Could not install chromium; install it with: apt-get install -y chromium");
    process.exit(1);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

ensureInstall();
// The cluster test (two instances behind HAProxy) runs with the PostgreSQL tests.
if (process.env.TEST_DATABASE_URL) ensureHaproxy();
if (process.env.TEST_DATABASE_URL)
  console.log("Server tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).");
else console.log("Server tests run on PGlite; set TEST_DATABASE_URL to run them on PostgreSQL too.");

/**
 * Steps that only read the tree, run side by side: each is one single-threaded process, so on two
 * cores they take as long as the longest of them. Each step's output is printed whole when it ends.
 */
async function steps(list) {
  console.log(`\n▶ ${list.map(([name]) => name).join(", ")} (side by side)`);
  const results = await Promise.all(
    list.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) =>
            resolve({
              name,
              status: status ?? 1,
              output,
              seconds: Math.round((Date.now() - started) / 1000),
            }),
          );
        }),
    ),
  );
  for (const { name, status, output, seconds } of results) {
    if (output.trim()) console.log(output.trimEnd());
    stepTimes.push([name, seconds]);
    console.log(status === 0 ? `✔ ${name}: ${seconds} s` : `✖ ${name} failed after ${seconds} s`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status);
}

await steps([
  ["Type check", "npm", ["run", "typecheck", "--silent"]],
  ["Lint", "npm", ["exec", "--", "eslint", "."]],
  ["Format", "npm", ["exec", "--", "prettier", "--check", "--log-level", "warn", "."]],
]);
const vitestReport = join(reports, "vitest.json");
step("Unit and server tests", "npm", [
  "exec",
  "--",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
printDurations("Unit and server test files", vitestFileDurations(readJson(vitestReport)));
console.log("\n▶ Web build and bundle budgets");
const buildStarted = Date.now();
ensureWebBuild({ force: true });
stepTimes.push(["Web build", Math.round((Date.now() - buildStarted) / 1000)]);
ensureChromium();
const e2eReport = join(reports, "e2e.json");
step("End-to-end tests in Chromium", "npm", ["test", "-w", "e2e"], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
});

const v = readJson(vitestReport);
const e = readJson(e2eReport);
printDurations("End-to-end spec files (time in tests, two at once)", e2eFileDurations(e));
console.log(`\nSteps: ${stepTimes.map(([name, s]) => `${name} ${s} s`).join(", ")}`);
const passed = (v?.numPassedTests ?? 0) + (e?.stats?.expected ?? 0) + (e?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (e?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (e?.stats?.skipped ?? 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
