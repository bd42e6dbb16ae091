// HAProxy for `npm run cluster` and the cluster test: Debian's haproxy, installed with apt-get when
// it is missing (as `npm test` installs chromium). Plain ESM: runs on whatever Node starts npm.
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";
import { delimiter, join } from "node:path";

/** The haproxy binary: /usr/sbin (not on every user's PATH), /usr/local/sbin, or PATH. */
export function findHaproxy() {
  for (const dir of ["/usr/sbin", "/usr/local/sbin", ...(process.env.PATH ?? "").split(delimiter)]) {
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

/** The haproxy binary, installed first when missing; exits with how to install it when it cannot. */
export function ensureHaproxy() {
  const found = findHaproxy();
  if (found) return found;
  console.log("Installing Debian's haproxy…");
  const root = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(root ? "apt-get" : "sudo", root ? args : ["apt-get", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "haproxy"]);
  const installed = findHaproxy();
  if (!installed) {
    console.error("Could not install haproxy; install it with: apt-get install -y haproxy");
    process.exit(1);
  }
  return installed;
}
