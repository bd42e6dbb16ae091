import type { Db } from "../../db/client.ts";
import type { AccountLock } from "./account-lock.service.ts";
import type { CodesService } from "./codes.service.ts";
import type { AuthLimits, Throttle } from "./throttle.service.ts";

/**
 * What every account flow (sign-in, sign-up, password reset, profile, phone sign-in) is built
 * from. app.ts makes one and hands it to each, so the flows share one code store and one throttle.
 */
export interface AccountDeps {
  db: Db;
  codes: CodesService;
  throttle: Throttle;
  /** Consecutive failures per account, which no time window resets. */
  lock: AccountLock;
  limits: AuthLimits;
  now: () => Date;
}
