import type {
  INACTIVITY_LIMIT_MS as InactivityLimit,
  LAST_ACTIVITY_KEY as LastActivityKey,
  LOGIN_GRACE_DAYS_AFTER_CONTRACT_END as LoginGraceDays,
  SESSION_ID_KEY as SessionIdKey,
} from "@portal/schemas/auth";
import type { Language } from "@portal/schemas/common";

/*
 * Contract constants the first paint needs, as literals that the compiler checks against the shared
 * schemas package (a changed value there fails the type check here). Importing them at run time
 * would pull the whole validation library into every page's first download, and the sign-in page
 * has a 150 KB budget.
 */
export const SESSION_ID_KEY: typeof SessionIdKey = "sessionId";
export const LAST_ACTIVITY_KEY: typeof LastActivityKey = "lastActivity";
export const INACTIVITY_LIMIT_MS: typeof InactivityLimit = 86_400_000;
export const LOGIN_GRACE_DAYS_AFTER_CONTRACT_END: typeof LoginGraceDays = 30;
export const LANGUAGES = ["fi", "sv", "en"] as const satisfies readonly Language[];
