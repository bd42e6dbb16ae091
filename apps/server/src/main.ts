// The server process: runtime.ts starts it, a signal stops it (a second one at once).
import { createRuntime, StartError, type Runtime } from "./runtime.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/accounts.ts";
import { INTEGRATION_TOKEN_PATH } from "@portal/schemas/integration";
import { SANDBOX_INTEGRATION_CLIENT_ID, SANDBOX_INTEGRATION_CLIENT_SECRET } from "./config/integration.ts";

const started = performance.now();
let runtime: Runtime;
try {
  runtime = createRuntime();
} catch (error) {
  // A readable refusal, not a stack trace: it names each variable to set.
  process.stderr.write(
    `${(error as Error).message}\n\nSet the variables above, or SANDBOX=true to use the local stand-ins (npm start does).\n`,
  );
  process.exit(1);
}
const { config, log } = runtime;

// SIGTERM or SIGINT drains and stops (runtime.ts); a second signal exits at once, with the code a
// shell gives a process ended by that signal. The same signal twice within a second is one: a
// terminal's Ctrl-C reaches `npm start` and this process both, and npm start passes it on as well.
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;
let first: { signal: string; at: number } | undefined;
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => {
    const at = performance.now();
    if (first?.signal === signal && at - first.at < 1_000) return;
    if (first) {
      log.warn({ signal }, "second signal: exiting at once");
      process.exit(SIGNAL_EXIT[signal]);
    }
    first = { signal, at };
    void runtime.stop(signal).then((code) => process.exit(code));
  });

try {
  await runtime.start();
} catch (error) {
  const reason = error instanceof StartError ? error.message : String(error);
  log.fatal({ reason }, "start failed");
  process.stderr.write(`The server could not start: ${reason}\n`);
  process.exit(1);
}

if (runtime.readiness.phase === "ready") {
  const { ports, summary, database } = runtime;
  const shownHost =
    config.host === "0.0.0.0" || config.host === "::" || config.host === "127.0.0.1"
      ? "localhost"
      : config.host;
  const base = `http://${shownHost}:${ports.http}`;
  const { messaging } = summary;
  const TARGETS = {
    smtp: "SMTP",
    gateway: "HTTP gateway",
    sandbox: "sandbox",
    unconfigured: "not configured",
  };
  const lines = [
    "",
    `Resident portal: ${base}  (API reference: /api/docs)`,
    `Database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}/pglite`}${summary.seeded ? ", demo world created" : ""}`,
    `Mail: ${TARGETS[messaging.mailTarget]}, SMS: ${TARGETS[messaging.smsTarget]}${messaging.sandbox ? ` (read them at ${base}/sandbox/mail)` : ""}${summary.outboxWorker ? "" : "; OUTBOX_WORKER=false: this process does not deliver"}`,
    `Files: ${config.filesS3 ? `bucket ${config.filesS3.bucket}${config.filesS3.endpoint ? ` at ${config.filesS3.endpoint}` : ""}` : `${config.filesDir} (this instance only)`}${config.instancesShared ? "; one of several instances (INSTANCES_SHARED)" : ""}`,
    `Online payments: ${config.payments.sandbox ? "sandbox (a test bank and card page under /sandbox/pay)" : `Paytrail, merchant ${config.payments.merchantId}`}`,
    `Bank identification: ${config.oidc.issuer ?? `sandbox, test persons at ${base}/sandbox/idp (via sign-up)`}`,
    `Probes: ${base}/api/health (alive), ${base}/api/ready (ready for requests)`,
    `Metrics: ${ports.metrics === undefined ? "off (set METRICS_PORT)" : `http://${config.metrics?.host === "0.0.0.0" || config.metrics?.host === "::" ? "localhost" : config.metrics?.host}:${ports.metrics}/metrics`}`,
    `Ready in ${Math.round(performance.now() - started)} ms.`,
  ];
  if (config.seedDemo) {
    lines.push("", `Demo accounts (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(width)}  ${a.en}`);
  }
  if (config.sandbox && config.integration.clients.some((c) => c.id === SANDBOX_INTEGRATION_CLIENT_ID))
    lines.push(
      "",
      `Integration API (docs/integration.md): client ${SANDBOX_INTEGRATION_CLIENT_ID}, secret ${SANDBOX_INTEGRATION_CLIENT_SECRET}, every scope; tokens at ${base}${INTEGRATION_TOKEN_PATH}`,
    );
  process.stdout.write(lines.join("\n") + "\n\n");
}
