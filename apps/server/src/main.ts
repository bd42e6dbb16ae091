import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase, targetFromConfig } from "./db/client.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/accounts.ts";
import { hasOrganisations, seedDemo } from "./seed/demo.ts";
import { createMessaging } from "./setup/messaging.ts";
import { createHousekeeping } from "./jobs/housekeeping.ts";
import { createExchangeJob } from "./jobs/exchange.ts";
import { createLeaseEndJob } from "./jobs/lease-end.ts";
import { createMonthlyBillsJob } from "./jobs/monthly-bills.ts";
import { createNotificationJobs } from "./jobs/notifications.ts";
import { createContentSync } from "./jobs/content-sync.ts";
import { createOutboxWorker } from "./jobs/outbox-worker.ts";
import { createPaymentReconciliationJob } from "./jobs/payment-reconciliation.ts";
import { createFileStore } from "./integrations/files/create-file-store.ts";
import { todayInHelsinki } from "./lib/dates.ts";
import { addressLimits } from "./modules/auth/throttle.service.ts";

const started = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A readable refusal, not a stack trace: it names each variable to set.
    process.stderr.write(
      `${(error as Error).message}\n\nSet the variables above, or SANDBOX=true to use the local stand-ins (npm start does).\n`,
    );
    process.exit(1);
  }
})();
const database = await openDatabase(targetFromConfig(config));
await database.migrate();

const files = await createFileStore(config);
let seeded = false;
if (config.seedDemo && !(await hasOrganisations(database.db))) {
  await seedDemo(database.db, todayInHelsinki(new Date()), files);
  seeded = true;
}

const messaging = createMessaging(config, database.db, () => new Date());
const app = await buildApp({
  config,
  db: database.db,
  sandboxMailbox: messaging.sandbox,
  sandboxUi: config.sandbox,
  limits: { auth: addressLimits(config.addressLimits), requests: { factor: config.rateLimitFactor } },
  logger: {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: "[redacted]" },
    serializers: LOG_SERIALIZERS,
  },
  identity: {
    publicUrl: config.publicUrl,
    identityCodeKey: config.identityCodeKey,
    sandbox: config.sandbox,
    oidc: config.oidc,
    staffOidc: config.staffOidc,
  },
  payments: { ...config.payments, publicUrl: config.publicUrl },
  files,
});

const worker = config.outboxWorker
  ? createOutboxWorker({
      db: database.db,
      mail: messaging.mail,
      sms: messaging.sms,
      pollMs: config.outboxPollMs,
      log: app.log.child({ job: "outbox" }),
    })
  : undefined;

const housekeeping = createHousekeeping({
  db: database.db,
  files,
  intervalMs: config.housekeepingIntervalMs,
  log: app.log.child({ job: "housekeeping" }),
});

const notificationJobs = createNotificationJobs({
  db: database.db,
  intervalMs: config.notificationsIntervalMs,
  log: app.log.child({ job: "notifications" }),
});
// Once before serving, so the first pages (the demo's arrear among them) see today's notifications.
await notificationJobs
  .runOnce()
  .catch((error: unknown) => app.log.error({ err: error }, "notifications failed at start-up"));

// Hourly, and once before serving: bookings, weekly turns and committee memberships follow the
// leases' end dates.
const leaseEnd = createLeaseEndJob({
  db: database.db,
  intervalMs: 3_600_000,
  formsModerator: config.formsModerator,
  log: app.log.child({ job: "lease-end" }),
});
await leaseEnd
  .runOnce()
  .catch((error: unknown) => app.log.error({ err: error }, "lease ends failed at start-up"));

// Hourly: exchange notices expire (with a reminder a week before) and go with their leases.
const exchangeJob = createExchangeJob({
  db: database.db,
  intervalMs: 3_600_000,
  publicUrl: config.publicUrl,
  customerServiceEmail: config.customerServiceEmail,
  log: app.log.child({ job: "exchange" }),
});

// An external content service: its text is copied into the search index; the built-in one is the index.
const contentSync = /^https?:\/\//i.test(config.contentApiUrl)
  ? createContentSync({
      db: database.db,
      baseUrl: config.contentApiUrl,
      intervalMs: config.contentSyncIntervalMs,
      log: app.log.child({ job: "content-sync" }),
    })
  : undefined;

// Hourly: the statement only adds the month's missing bills, so a weekly turn's fee reaches the
// first bill of its month however the process restarts.
const monthlyBills = createMonthlyBillsJob({
  db: database.db,
  intervalMs: 3_600_000,
  log: app.log.child({ job: "monthly-bills" }),
});
monthlyBills.start();

const reconciliation = createPaymentReconciliationJob({
  runOnce: () => app.paymentReconciliation.runOnce(),
  intervalMs: config.payments.reconcileIntervalMs,
  log: app.log.child({ job: "payment-reconciliation" }),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Stop accepting requests and let in-flight ones finish before the database goes away.
  try {
    // The batch in flight finishes and is marked, so nothing is sent twice after the restart.
    await worker?.stop();
    await housekeeping.stop();
    await notificationJobs.stop();
    await leaseEnd.stop();
    await exchangeJob.stop();
    await monthlyBills.stop();
    await contentSync?.stop();
    await reconciliation.stop();
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
worker?.start();
housekeeping.start();
notificationJobs.start();
leaseEnd.start();
exchangeJob.start();
contentSync?.start();
reconciliation.start();

const shownHost =
  config.host === "0.0.0.0" || config.host === "::" || config.host === "127.0.0.1"
    ? "localhost"
    : config.host;
const TARGETS = { smtp: "SMTP", gateway: "HTTP gateway", sandbox: "sandbox", unconfigured: "not configured" };
const lines = [
  "",
  `Resident portal: http://${shownHost}:${config.port}  (API reference: /api/docs)`,
  `Database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}/pglite`}${seeded ? ", demo world created" : ""}`,
  `Mail: ${TARGETS[messaging.mailTarget]}, SMS: ${TARGETS[messaging.smsTarget]}${messaging.sandbox ? ` (read them at http://${shownHost}:${config.port}/sandbox/mail)` : ""}${worker ? "" : "; OUTBOX_WORKER=false: this process does not deliver"}`,
  `Online payments: ${config.payments.sandbox ? "sandbox (a test bank and card page under /sandbox/pay)" : `Paytrail, merchant ${config.payments.merchantId}`}`,
  `Bank identification: ${config.oidc.issuer ?? `sandbox, test persons at http://${shownHost}:${config.port}/sandbox/idp (via sign-up)`}`,
  `Ready in ${Math.round(performance.now() - started)} ms.`,
];
if (config.seedDemo) {
  lines.push("", `Demo accounts (password ${DEMO_PASSWORD}):`);
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(width)}  ${a.en}`);
}
process.stdout.write(lines.join("\n") + "\n\n");
