import type { Db } from "../../db/client.ts";
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
  limits: AuthLimits;
  now: () => Date;
}
