import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { root, run, ensureInstall } from "./ensure-install.mjs";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds the web app unless dist/ is newer than every source it is built from. */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, "apps/web/dist/index.html");
  const sources = [
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
  const stale = sources.some(
    (s) => newest(join(root, s)) > (existsSync(built) ? statSync(built).mtimeMs : 0),
  );
  if (!force && !stale) return;
  console.log("Building the web app…");
  const status = run("npm", ["run", "build", "-w", "apps/web"]);
  if (status !== 0) process.exit(status);
}

if (process.argv[1] && process.argv[1].endsWith("build-web.mjs")) {
  ensureInstall();
  ensureWebBuild({ force: process.argv.includes("--force") });
}
