// What the backup's and the restore's commands share: the report on standard output, a refusal or a
// failure on standard error with its exit code (2: refused, nothing written; 1: failed), secrets
// never printed, and a stop by signal that says what it left.
import { isAbsolute, resolve } from "node:path";
import { redact, OpsRefusal } from "./errors.ts";
import { stopRunningTools } from "./postgres-tools.ts";

/** A path as the operator typed it: npm runs scripts in the package's directory, not theirs. */
export const fromCallerDir = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The secrets the environment holds, for messages printed before the settings are read. */
function environmentSecrets(env: NodeJS.ProcessEnv): string[] {
  const secrets = [env.FILES_S3_SECRET_ACCESS_KEY ?? ""];
  try {
    const url = new URL(env.DATABASE_URL ?? "");
    secrets.push(decodeURIComponent(url.password), url.searchParams.get("password") ?? "");
  } catch {
    // Not a URL: nothing to take from it (its own check names it).
  }
  return secrets.filter(Boolean);
}

export async function runCommand(
  name: string,
  work: (log: (line: string) => void) => Promise<void>,
  onSignal: () => string,
): Promise<void> {
  const secrets = environmentSecrets(process.env);
  const print = (stream: NodeJS.WriteStream, text: string) => stream.write(`${redact(text, secrets)}\n`);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)
    process.once(signal, () => {
      stopRunningTools();
      print(process.stderr, `${name} stopped by ${signal}. ${onSignal()}`);
      process.exit(code);
    });
  try {
    await work((line) => print(process.stdout, line));
    process.exit(0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof OpsRefusal) {
      print(process.stderr, `${name} refused: ${message}`);
      process.exit(2);
    }
    print(process.stderr, `${name} failed: ${message}`);
    process.exit(1);
  }
}
