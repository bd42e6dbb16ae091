// PostgreSQL's own client tools, pg_dump and pg_restore: found, their versions checked, and run with
// the password in their environment rather than on their command line (where `ps` shows it).
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { OpsFailure, OpsRefusal, redact } from "./errors.ts";

export type ToolName = "pg_dump" | "pg_restore";

export interface PgTool {
  name: ToolName;
  command: string;
  /** As the tool prints it, e.g. "15.20". */
  version: string;
  major: number;
}

function missingTool(name: ToolName, pgBin: string | undefined): string {
  return [
    `${name} was not found ${pgBin ? `in PG_BIN (${pgBin})` : "on PATH"}.`,
    `It is one of PostgreSQL's client tools, which must be of the database server's major version or newer:`,
    `  Debian, Ubuntu:  apt-get install postgresql-client   (or postgresql-client-<major> for another version)`,
    `  Red Hat, Fedora: dnf install postgresql`,
    `  macOS:           brew install libpq`,
    `Set PG_BIN to the directory that holds ${name} when it is installed but not on PATH (e.g. PG_BIN=/usr/lib/postgresql/16/bin).`,
  ].join("\n");
}

/** The tool, or a refusal that says how to install it. */
export function findTool(name: ToolName, pgBin: string | undefined): PgTool {
  const command = pgBin ? join(pgBin, name) : name;
  const result = spawnSync(command, ["--version"], { encoding: "utf8" });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT")
    throw new OpsRefusal(missingTool(name, pgBin));
  if (result.error || result.status !== 0)
    throw new OpsRefusal(
      `${command} --version failed: ${result.error?.message ?? result.stderr.trim()}. Check the installation of PostgreSQL's client tools.`,
    );
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(result.stdout);
  if (!match)
    throw new OpsRefusal(`${command} --version printed no PostgreSQL version: ${result.stdout.trim()}`);
  return { name, command, version: `${match[1]}${match[2] ? `.${match[2]}` : ""}`, major: Number(match[1]) };
}

/** A server_version_num (150020) as its major version and a readable one ("15.20"). */
export function serverVersion(versionNum: number): { major: number; version: string } {
  const major = Math.floor(versionNum / 10_000);
  return { major, version: `${major}.${versionNum % 10_000}` };
}

/**
 * libpq's view of DATABASE_URL: the address without its password (a tool's argument), and the
 * password as PGPASSWORD (its environment, which other users of the machine cannot read).
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get("password");
  url.password = "";
  url.searchParams.delete("password");
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The tools running now, so a stop by signal ends them too (see stopRunningTools). */
const running = new Set<ReturnType<typeof spawn>>();

/**
 * Ends every tool still running (SIGTERM). A pg_restore ended so rolls its one transaction back; one
 * left running after its parent stopped would finish a restore nobody checks.
 */
export function stopRunningTools(): void {
  for (const child of running) child.kill("SIGTERM");
}

/** Runs a tool to its end; a failure carries the end of what it printed, secrets removed. */
export function runTool(
  tool: PgTool,
  args: string[],
  options: { env: Record<string, string>; secrets: readonly string[] },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, args, {
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    running.add(child);
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    child.on("error", (error) => reject(new OpsFailure(`${tool.name} could not be run: ${error.message}`)));
    child.on("close", (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve();
      const said = redact(stderr.trim(), options.secrets);
      reject(
        new OpsFailure(
          `${tool.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})${said ? `:\n${said}` : "."}`,
        ),
      );
    });
  });
}
