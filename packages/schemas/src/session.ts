import { z } from "zod";
import { language } from "./common.ts";
import { SESSION_KINDS } from "./session.constants.ts";

/**
 * GET /api/session: who is signed in. The web's session check and its route guards read this;
 * what a tenant sees of themselves (name, contract) is GET /api/profile.
 */
export const sessionResponse = z.object({
  kind: z.enum(SESSION_KINDS),
  /** A staff member's roles; empty for a tenant. */
  roles: z.array(z.string()),
  /** The staff permissions the roles grant (the server's access table decides); empty for a tenant. */
  permissions: z.array(z.string()),
  /** Set only when kind is "impersonation": the staff member viewing the tenant's pages read-only. */
  impersonation: z
    .object({
      staffId: z.string(),
      staffName: z.string(),
    })
    .nullable(),
  /** The language the party chose, when the server knows one. */
  language: language.optional(),
});
export type SessionInfo = z.infer<typeof sessionResponse>;
