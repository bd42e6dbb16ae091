import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export const root = join(import.meta.dirname, "../..");

export interface Started {
  child: ChildProcess;
  baseUrl: string;
  /** milliseconds from spawning `npm start` until /api/health answered 200 */
  startMs: number;
}

/** Starts the product the way a user does (`npm start`) and waits until it answers. */
export async function startProduct(port: number, env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { child, baseUrl, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error("the product did not start in 120 s");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function stopProduct(s: Started) {
  if (s.child.pid) process.kill(-s.child.pid, "SIGTERM");
  await new Promise((r) => s.child.once("exit", r));
}
