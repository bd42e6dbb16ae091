import { INACTIVITY_LIMIT_MS } from "@portal/schemas/auth";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { trustedDevices } from "../../db/schema/devices.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { signInFailures, throttleEvents } from "../../db/schema/throttling.ts";
import { registerSession } from "../../plugins/session.ts";
import { defineModule } from "../module.ts";
import type { AccountDeps } from "./account-deps.ts";
import { createAccountLock } from "./account-lock.service.ts";
import { createAuthRepository, sessionStoreOf, type AuthRepository } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService } from "./auth.service.ts";
import { createCodesService } from "./codes.service.ts";
import { createExpiryRepository } from "./expiry.repository.ts";
import { addressLimits, createThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from "./throttle.service.ts";
import { createTrustedDevices, DEVICE_TTL_MS } from "./trusted-devices.ts";
import { unlockRoutes } from "./unlock.routes.ts";
import { createUnlockService } from "./unlock.service.ts";
import { authMessages } from "./auth.messages.ts";

/** The longest throttle window is an hour; a day of events is kept for looking into an attack. Only housekeeping deletes them. */
export const THROTTLE_RETENTION_MS = 24 * 60 * 60_000;
/** Expired codes are kept a day: a late "code expired" answer still finds its row. */
export const EXPIRED_CODE_RETENTION_MS = 24 * 60 * 60_000;

const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);

export interface Accounts {
  authRepo: AuthRepository;
  /** What every account flow shares: codes, throttling, the account lock, the limits, the clock. */
  accountDeps: AccountDeps;
}

/**
 * Accounts and sessions: the session door (plugins/session.ts), whose decorations and hooks every
 * module with routes comes after, sign-in and sign-out, and unlocking.
 */
export const authModule = defineModule({
  name: "auth",
  after: [],
  tables: {
    owns: [persons, userAccounts, sessions, oneTimeCodes, trustedDevices, throttleEvents, signInFailures],
    shares: [persons, userAccounts, sessions, oneTimeCodes, signInFailures],
  },
  messages: authMessages,
  settings: (config): { limits: Partial<AuthLimits> } => ({
    // Throttling per client address (SIGN_IN_LIMIT_PER_ADDRESS, CODE_LIMIT_PER_ADDRESS); per account, fixed.
    limits: config.addressLimits ? addressLimits(config.addressLimits) : {},
  }),
  async register(app, ctx): Promise<Accounts> {
    const { db, now } = ctx;
    const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...ctx.settings.limits };
    const codes = createCodesService(db, now, ctx.config.serverKey);
    const throttle = createThrottle(db, now);
    const authRepo = createAuthRepository(db);
    const lock = createAccountLock(db, now);
    const devices = createTrustedDevices(db, now);
    const accountDeps: AccountDeps = { db, codes, throttle, lock, limits, now };
    const auth = createAuthService({ ...accountDeps, repo: authRepo, devices });
    registerSession(app, sessionStoreOf(authRepo), now);
    await app.register(authRoutes(auth, { publicUrl: ctx.config.publicUrl }));
    const { identification } = ctx.services;
    await app.register(
      unlockRoutes(
        createUnlockService({
          db,
          lock,
          devices,
          consumeIdentification: (ref) => identification.consumeIdentification(ref),
        }),
        { publicUrl: ctx.config.publicUrl },
      ),
    );
    return { authRepo, accountDeps };
  },
  housekeeping: [
    {
      name: "codes",
      delete: (ctx, at) =>
        createExpiryRepository(ctx.db).deleteExpiredCodes(ago(at, EXPIRED_CODE_RETENTION_MS)),
    },
    {
      name: "throttleEvents",
      delete: (ctx, at) =>
        createExpiryRepository(ctx.db).deleteOldThrottleEvents(ago(at, THROTTLE_RETENTION_MS)),
    },
    {
      // Past their absolute expiry, or idle longer than a session may be.
      name: "sessions",
      delete: (ctx, at) =>
        createExpiryRepository(ctx.db).deleteEndedSessions(at, ago(at, INACTIVITY_LIMIT_MS)),
    },
    {
      name: "trustedDevices",
      delete: (ctx, at) => createExpiryRepository(ctx.db).deleteUnusedDevices(ago(at, DEVICE_TTL_MS)),
    },
  ],
});
