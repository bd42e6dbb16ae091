// The application context every module's register(app, ctx) takes: what app.ts builds once and
// every module shares. Outbox and audit rows are written through their modules' repositories on
// the caller's transaction, so they are opened from `db` (or the transaction), not held here; mail
// and SMS are sent only by the outbox worker (jobs/), never by a module.
import type { Language } from "@portal/schemas/common";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import type { TerminationBranding } from "../config/termination.ts";
import type { ServiceLevels } from "../lib/service-levels.ts";
import type { RequestLimits } from "../plugins/rate-limits.ts";

export interface AppContext {
  db: Db;
  /** The clock; tests move it. */
  now: () => Date;
  config: {
    /** Where browsers reach the portal (redirects, links in feeds). */
    publicUrl: string;
    /** Customer service's mailbox, copied on new messages and fault reports. */
    customerServiceEmail: string;
    /** Where resident-committee forms go for review (FORMS_MODERATOR_EMAIL), in its language. */
    formsModerator: { email: string; language: Language };
    /** The server's HMAC key (one-time codes, calendar feed tokens). */
    serverKey: string;
    /** Per-address limits of the public write routes (plugins/rate-limits.ts). */
    requestLimits: RequestLimits | undefined;
    /** How long each fault-report attachment may take to arrive. */
    uploadFileTimeoutMs: number;
    /** Working days a work item may wait before it is overdue, per kind and defect class. */
    serviceLevels: ServiceLevels;
    /** The foundation's termination flow's name, logo and colours (GET /api/termination-branding). */
    terminationBranding: TerminationBranding;
  };
  /** Stored files (attachments, apartment images, emergency plans). */
  files: FileStore;
  log: FastifyBaseLogger;
}
