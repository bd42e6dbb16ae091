// Runs on whatever Node starts `npm start`/`npm test` (possibly an old system Node), so plain ESM only.
import { existsSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Installs the workspace dependencies when node_modules is missing or older than the lock file. */
export function ensureInstall() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (mtime(marker) >= mtime(lock) && existsSync(join(root, "node_modules", ".bin", "node"))) return;
  console.log("Installing dependencies…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The pinned Node 24 from node_modules, not the system one. */
export const nodeBin = join(root, "node_modules", ".bin", "node");

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
