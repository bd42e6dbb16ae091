// The web app's build, shared by `npm start`, `npm test`, the end-to-end runs and
// `npm run build -w apps/web`. It builds into a folder of its own beside dist/ and moves it into
// place only when every step has finished, with a marker written last: a build stopped at any step
// leaves the last whole build (or none) in dist/, never half of one, and the next start builds again.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { ensureInstall, nodeBin, root } from "./ensure-install.mjs";

const web = join(root, "apps/web");
/** Written into a build once it is whole; its time is the build's start. */
export const BUILD_MARKER = ".build-complete";

/** What the build is made from: newer than the marker, and dist/ is stale. */
const SOURCES = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/sandbox-ui.html",
  "apps/web/vite.sandbox.config.ts",
  "apps/web/scripts",
  "packages/schemas/src",
  "package-lock.json",
];

/** Where the built app goes: WEB_DIST, as the server reads it, or apps/web/dist. */
export function webDistDir() {
  return process.env.WEB_DIST ? resolve(root, process.env.WEB_DIST) : join(web, "dist");
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** A whole build (its marker) newer than every source. */
export function webBuildIsCurrent(dist = webDistDir()) {
  const marker = join(dist, BUILD_MARKER);
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  return !SOURCES.some((source) => newest(join(root, source)) > builtAt);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * The steps of a build into a fresh folder beside `dist`, or null when dist/ is current (and not
 * `force`). Each step is one Node process (no shell between), so a signal passed to it reaches the
 * work itself. `finish()` marks the folder whole and moves it into place; `abandon()` removes it.
 */
export function planWebBuild({ force = false, dist = webDistDir() } = {}) {
  if (!force && webBuildIsCurrent(dist)) return null;
  const parent = dirname(dist);
  const name = basename(dist);
  mkdirSync(parent, { recursive: true });
  // What a build stopped by SIGKILL (or a power cut) left behind; a running build's folder is its own.
  const leftover = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-(?:build|old)-(\\d+)$`);
  for (const entry of readdirSync(parent)) {
    const match = leftover.exec(entry);
    if (match && !alive(Number(match[1]))) rmSync(join(parent, entry), { recursive: true, force: true });
  }
  const out = join(parent, `.${name}-build-${process.pid}`);
  const old = join(parent, `.${name}-old-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  const startedAt = Date.now();
  const vite = join(root, "node_modules/vite/bin/vite.js");
  const step = (args) => ({ command: nodeBin, args, cwd: web });
  return {
    steps: [
      step([vite, "build", "--outDir", out, "--emptyOutDir"]),
      step(["scripts/bundle-report.mjs", out]),
      // The developers' look page (/sandbox/ui), a build of its own inside the portal's.
      step([
        vite,
        "build",
        "-c",
        "vite.sandbox.config.ts",
        "--logLevel",
        "warn",
        "--outDir",
        join(out, "sandbox/ui"),
        "--emptyOutDir",
      ]),
      step(["scripts/compress.mjs", out]),
    ],
    finish() {
      const marker = join(out, BUILD_MARKER);
      writeFileSync(marker, `${new Date(startedAt).toISOString()}\n`);
      // A source changed while the build ran is newer than its start: the next start builds again.
      utimesSync(marker, startedAt / 1000, startedAt / 1000);
      rmSync(old, { recursive: true, force: true });
      if (existsSync(dist)) renameSync(dist, old);
      renameSync(out, dist);
      rmSync(old, { recursive: true, force: true });
    },
    abandon() {
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** Builds the web app unless dist/ is a whole build newer than every source (one step after another). */
export function ensureWebBuild({ force = false } = {}) {
  const plan = planWebBuild({ force });
  if (!plan) return;
  console.log("Building the web app…");
  for (const { command, args, cwd } of plan.steps) {
    const result = spawnSync(command, args, { cwd, stdio: "inherit" });
    if (result.status !== 0) {
      plan.abandon();
      process.exit(result.status ?? 1);
    }
  }
  plan.finish();
}

if (process.argv[1] && process.argv[1].endsWith("build-web.mjs")) {
  ensureInstall();
  ensureWebBuild({ force: process.argv.includes("--force") });
}
