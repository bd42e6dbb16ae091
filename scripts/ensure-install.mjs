// Runs on whatever Node starts `npm start`/`npm test` (possibly an old system Node), so plain ESM only.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/**
 * Whether the workspace dependencies must be installed: node_modules is missing or was installed
 * from another lock file. What was installed is known by the lock file's hash, written after each
 * install; a checkout that only touched the lock file (a branch switch, a copied tree) is not
 * reinstalled. Without the hash (an install by hand), node_modules older than the lock file counts
 * as stale. Answers the hash to record once the install has finished, or null when none is needed.
 */
export function installNeeded() {
  const modules = join(root, "node_modules");
  const lock = join(root, "package-lock.json");
  const hashFile = join(modules, ".portal-lock-hash");
  const hash = createHash("sha256").update(readFileSync(lock)).digest("hex");
  if (existsSync(join(modules, ".bin", "node"))) {
    const installed = read(hashFile);
    if (installed === hash) return null;
    if (installed === null && mtime(join(modules, ".package-lock.json")) >= mtime(lock)) {
      writeFileSync(hashFile, hash);
      return null;
    }
  }
  return hash;
}

/** The install: `npm ci`. Its hash is recorded only after it finished, so a stopped one is redone. */
export const INSTALL = { command: "npm", args: ["ci", "--no-audit", "--no-fund"] };

export function recordInstall(hash) {
  writeFileSync(join(root, "node_modules", ".portal-lock-hash"), hash);
}

/** Installs the workspace dependencies when installNeeded() says so. */
export function ensureInstall() {
  const hash = installNeeded();
  if (hash === null) return;
  console.log("Installing dependencies…");
  const result = spawnSync(INSTALL.command, INSTALL.args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordInstall(hash);
}

/** The pinned Node 24 from node_modules, not the system one. */
export const nodeBin = join(root, "node_modules", ".bin", "node");

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
