import type { FastifyInstance } from "fastify";
import { registerSession } from "../../plugins/session.ts";
import type { AppContext } from "../context.ts";
import type { IdentificationService } from "../identification/index.ts";
import type { AccountDeps } from "./account-deps.ts";
import { createAccountLock } from "./account-lock.service.ts";
import { createAuthRepository, sessionStoreOf, type AuthRepository } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService } from "./auth.service.ts";
import { createCodesService } from "./codes.service.ts";
import { createThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from "./throttle.service.ts";
import { createTrustedDevices } from "./trusted-devices.ts";
import { unlockRoutes } from "./unlock.routes.ts";
import { createUnlockService } from "./unlock.service.ts";

export interface Accounts {
  authRepo: AuthRepository;
  /** What every account flow shares: codes, throttling, the account lock, the limits, the clock. */
  accountDeps: AccountDeps;
}

/** Accounts and sessions on `app`: the session plugin, sign-in and sign-out, and unlocking. */
export async function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { identification: IdentificationService; limits: Partial<AuthLimits> | undefined },
): Promise<Accounts> {
  const { db, now } = ctx;
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...deps.limits };
  const codes = createCodesService(db, now, ctx.config.serverKey);
  const throttle = createThrottle(db, now);
  const authRepo = createAuthRepository(db);
  const lock = createAccountLock(db, now);
  const devices = createTrustedDevices(db, now);
  const accountDeps: AccountDeps = { db, codes, throttle, lock, limits, now };
  const auth = createAuthService({ ...accountDeps, repo: authRepo, devices });
  registerSession(app, sessionStoreOf(authRepo), now);
  await app.register(authRoutes(auth, { publicUrl: ctx.config.publicUrl }));
  await app.register(
    unlockRoutes(
      createUnlockService({
        db,
        lock,
        devices,
        consumeIdentification: (ref) => deps.identification.consumeIdentification(ref),
      }),
      { publicUrl: ctx.config.publicUrl },
    ),
  );
  return { authRepo, accountDeps };
}
