import { registerSession } from "../../plugins/session.ts";
import { defineModule } from "../module.ts";
import type { AccountDeps } from "./account-deps.ts";
import { createAccountLock } from "./account-lock.service.ts";
import { createAuthRepository, sessionStoreOf, type AuthRepository } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService } from "./auth.service.ts";
import { createCodesService } from "./codes.service.ts";
import { addressLimits, createThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from "./throttle.service.ts";
import { createTrustedDevices } from "./trusted-devices.ts";
import { unlockRoutes } from "./unlock.routes.ts";
import { createUnlockService } from "./unlock.service.ts";

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
  settings: (config): { limits: Partial<AuthLimits> } => ({
    // Throttling per client address (ADDRESS_*); the per-account limits are fixed.
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
});
