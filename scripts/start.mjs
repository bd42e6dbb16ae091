// `npm start`: install if needed, build the web app if stale, then run the server on the pinned Node 24.
//
// Each phase is a child process this script waits for, so a signal at any phase stops everything
// it started: SIGINT, SIGTERM or SIGHUP is passed to the child at work (the install, a build step or
// the server, which drains) and the script exits when that child has. What a phase left half done
// is dropped: a stopped build never replaces dist/ (scripts/build-web.mjs), a stopped install is
// redone at the next start. The same signal twice within a second is one (a terminal's Ctrl-C
// reaches this script and its child both, and npm passes it on once more); a later second signal
// ends the child at once. When npm's shell dies under this script (npm passed SIGTERM to the shell,
// not here), the script stops as if it had been sent the signal itself.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { INSTALL, installNeeded, nodeBin, recordInstall, root } from "./ensure-install.mjs";
import { planWebBuild } from "./build-web.mjs";

let child;
let stopping;

function exitCodeOf(signal) {
  return 128 + (constants.signals[signal] ?? 15);
}

function stop(signal) {
  const now = Date.now();
  if (stopping && stopping.signal === signal && now - stopping.at < 1_000) return;
  if (stopping) {
    // A second signal: no more waiting.
    child?.kill("SIGKILL");
    process.exit(exitCodeOf(signal));
  }
  stopping = { signal, at: now };
  if (child) child.kill(signal);
  else process.exit(exitCodeOf(signal));
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("SIGTERM");
}, 500).unref();

/** Runs one phase; resolves with its exit status (128 + the signal's number when a signal ended it). */
function run(command, args, options = {}) {
  if (stopping) return Promise.resolve(exitCodeOf(stopping.signal));
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.once("error", (error) => {
      console.error(`${command}: ${error.message}`);
      child = undefined;
      resolve(1);
    });
    child.once("exit", (code, signal) => {
      child = undefined;
      resolve(code ?? exitCodeOf(signal));
    });
  });
}

/** After a phase: stop here when it failed or a signal came meanwhile. */
function afterPhase(status, cleanUp = () => {}) {
  if (status === 0 && !stopping) return;
  cleanUp();
  process.exit(stopping ? exitCodeOf(stopping.signal) : status);
}

const hash = installNeeded();
if (hash !== null) {
  console.log("Installing dependencies…");
  afterPhase(await run(INSTALL.command, INSTALL.args));
  recordInstall(hash);
}

const build = planWebBuild();
if (build) {
  console.log("Building the web app…");
  for (const step of build.steps)
    afterPhase(await run(step.command, step.args, { cwd: step.cwd }), () => build.abandon());
  afterPhase(0, () => build.abandon());
  build.finish();
}

// The one-command demo asks for the local stand-ins and the demo world explicitly; a bare server
// start does not get them (see SANDBOX in the README). Production never does. Nothing balances load
// in front of the demo, so it stops without waiting for one to notice (DRAIN_DELAY_MS).
const demo =
  process.env.NODE_ENV === "production" ? {} : { SANDBOX: "true", SEED_DEMO: "true", DRAIN_DELAY_MS: "0" };
// The metrics' own port (GET /metrics): 6464 above the portal's, 9464 for the default 3000, so
// servers started side by side (the end-to-end runs) do not meet; a value in the environment wins.
const port = Number(process.env.PORT || 3000);
const metrics = { METRICS_PORT: port > 0 && port + 6464 <= 65535 ? String(port + 6464) : "0" };
// glibc gives every thread its own malloc arena; libvips' threads decoding uploaded photos then
// leave memory spread over many of them. Two arenas keep the server's resident size near what it
// uses (the sharp documentation's advice); a value already in the environment wins.
// A fixed mmap threshold keeps glibc from raising it each time libvips frees a large buffer, which
// moved those buffers into the arenas where they stayed resident: the benchmark's uploads added
// 160 MB with the moving threshold and 100 MB with 128 KB.
const malloc = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
// V8 otherwise grows the young generation to 64 MB semi-spaces while the modules load (drizzle's
// many small ones survive their first collections) and keeps those pages resident: 270 MB RSS after
// importing the app, 175 MB with 8 MB semi-spaces, at no measurable cost to request latency.
const heap = ["--max-semi-space-size=8"];
process.exit(
  await run(nodeBin, [...heap, join(root, "apps/server/src/main.ts")], {
    env: { ...malloc, ...demo, ...metrics, ...process.env },
  }),
);
