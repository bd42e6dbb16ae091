import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { openStaffSession } from "../../modules/auth/index.ts";
import { createAuthRepository } from "../../modules/auth/auth.repository.ts";
import { createStaffRepository } from "../../modules/staff/index.ts";

const body = z.strictObject({ email: z.email().max(320) });

/**
 * A staff session for a demo staff member by email, for the end-to-end journeys of the staff pages
 * while staff sign in nowhere else. Registered only with SANDBOX=true (never in production); not in
 * the API document.
 */
export function staffSessionRoutes(db: Db, now: () => Date): FastifyPluginAsyncZod {
  const auth = createAuthRepository(db);
  const staff = createStaffRepository(db);
  return async (app) => {
    app.post("/sandbox/staff-sessions", { schema: { hide: true, body } }, async (request, reply) => {
      const staffId = await staff.idByEmail(request.body.email);
      if (!staffId) return reply.refuse(refuse("NOT_FOUND"));
      const opened = await openStaffSession(auth, staffId, now());
      if (isRefusal(opened)) return reply.refuse(refuse("FORBIDDEN"));
      return { sessionId: opened.sessionId };
    });
  };
}
