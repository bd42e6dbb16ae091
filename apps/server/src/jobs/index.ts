// The portal's jobs, in one list: name, interval, whether it runs in one process at a time ("once")
// or in every process, when its first pass comes, and the pass. The runtime (runtime.ts) runs the
// list with jobs/scheduler.ts; the outbox worker (outbox-worker.ts) runs beside it in every process.
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import type { ReconciliationCounts } from "../modules/payments/reconciliation.ts";
import { createContentSync } from "./content-sync.ts";
import { createExchangeJob } from "./exchange.ts";
import { createHousekeeping } from "./housekeeping.ts";
import type { JobDefinition, LogFn } from "../lib/job.ts";
import { createLeaseEndJob } from "./lease-end.ts";
import { createMonthlyBillsJob } from "./monthly-bills.ts";
import { createNotificationJobs } from "./notifications.ts";
import { createPaymentReconciliationJob } from "./payment-reconciliation.ts";

export type { JobDefinition } from "../lib/job.ts";

const HOUR = 3_600_000;

export interface PortalJobsDeps {
  config: Pick<
    Config,
    | "housekeepingIntervalMs"
    | "notificationsIntervalMs"
    | "formsModerator"
    | "publicUrl"
    | "customerServiceEmail"
    | "contentApiUrl"
    | "contentSyncIntervalMs"
    | "payments"
  >;
  db: Db;
  files: FileStore;
  /** The app's reconciliation batch (app.paymentReconciliation), built with the provider's client. */
  reconcilePayments: () => Promise<ReconciliationCounts>;
  log: { error: LogFn };
}

export function portalJobs(deps: PortalJobsDeps): JobDefinition[] {
  const { config, db } = deps;
  const jobs: JobDefinition[] = [
    // Deletes what has expired: identification flows, codes, throttle rows, sessions, devices, unsent uploads.
    {
      name: "housekeeping",
      intervalMs: config.housekeepingIntervalMs,
      once: true,
      first: "at-start",
      pass: createHousekeeping({ db, files: deps.files, log: deps.log }),
    },
    // Arrears and lease lifecycle notifications; before serving, so the first pages see today's.
    {
      name: "notifications",
      intervalMs: config.notificationsIntervalMs,
      once: true,
      first: "before-ready",
      pass: createNotificationJobs({ db }),
    },
    // Bookings, weekly turns and committee memberships follow the leases' end dates; before serving.
    {
      name: "lease-end",
      intervalMs: HOUR,
      once: true,
      first: "before-ready",
      pass: createLeaseEndJob({ db, formsModerator: config.formsModerator }),
    },
    // Exchange notices expire (with a reminder mail a week before) and go with their leases.
    {
      name: "exchange",
      intervalMs: HOUR,
      once: true,
      first: "later",
      pass: createExchangeJob({
        db,
        publicUrl: config.publicUrl,
        customerServiceEmail: config.customerServiceEmail,
      }),
    },
    // The month's missing bills.
    {
      name: "monthly-bills",
      intervalMs: HOUR,
      once: true,
      first: "at-start",
      pass: createMonthlyBillsJob({ db }),
    },
    // Payments whose redirect and callbacks never came, asked of the provider. In every process:
    // each batch claims its payments, so two processes never settle one twice and share the work.
    {
      name: "payment-reconciliation",
      intervalMs: config.payments.reconcileIntervalMs,
      once: false,
      first: "at-start",
      pass: createPaymentReconciliationJob({ runOnce: deps.reconcilePayments }),
    },
  ];
  // An external content service: its text is copied into the search index; the built-in one is the index.
  if (/^https?:\/\//i.test(config.contentApiUrl))
    jobs.push({
      name: "content-sync",
      intervalMs: config.contentSyncIntervalMs,
      once: true,
      first: "at-start",
      pass: createContentSync({ db, baseUrl: config.contentApiUrl }),
    });
  return jobs;
}
