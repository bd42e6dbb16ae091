// The application context every module's register(app, ctx) takes: what app.ts builds once and
// every module shares. A module's own settings are its manifest's slice of the configuration
// (ctx.settings, modules/module.ts), not this. Outbox and audit rows are written through their
// modules' repositories on the caller's transaction, so they are opened from `db` (or the
// transaction), not held here; mail and SMS are sent only by the outbox worker (jobs/), never by a
// module.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import type { PublicJwk } from "../integrations/identity/client-keys.ts";
import type { StaffIdentityProvider } from "../integrations/identity/staff-oidc.ts";
import type { PaytrailClient } from "../integrations/payments/paytrail-client.ts";
import type { RequestLimits } from "../plugins/rate-limits.ts";
import type { Readiness } from "../plugins/readiness.ts";
import type { IdentificationService } from "./identification/index.ts";

export interface AppContext {
  db: Db;
  /** The clock; tests move it. */
  now: () => Date;
  config: {
    /** Where browsers reach the portal (redirects, links in mails and feeds). */
    publicUrl: string;
    /** The server's HMAC key (one-time codes, calendar feed tokens, review links). */
    serverKey: string;
    /** The key personal identity codes are hashed with (IDENTITY_CODE_KEY). */
    identityCodeKey: string;
    /** Per-address limits of the public write routes (plugins/rate-limits.ts). */
    requestLimits: RequestLimits | undefined;
    /** How long each uploaded file may take to arrive (fault reports, receipts, termination files). */
    uploadFileTimeoutMs: number;
  };
  /** Stored files (attachments, apartment images, emergency plans). */
  files: FileStore;
  /** The external services, as setup/ chose them: the configured ones or their sandbox stand-ins. */
  services: AppServices;
  log: FastifyBaseLogger;
}

export interface AppServices {
  /** Strong identification at the bank (setup/identification.ts: a broker or the sandbox provider). */
  identification: IdentificationService;
  /** Staff sign-in at the company's OpenID Connect provider. */
  staffProvider: StaffIdentityProvider;
  /** The bank client's public keys (GET /.well-known/jwks.json). */
  clientJwks: { keys: PublicJwk[] };
  /** Online payments (setup/payments.ts): the provider's client, where it sends browsers back, the sandbox or not. */
  payments: { client: PaytrailClient; publicUrl: string; sandbox: boolean };
  /** The runtime's readiness (GET /api/ready); undefined in an app built without one (tests). */
  readiness: Readiness | undefined;
}
