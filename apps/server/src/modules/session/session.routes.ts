import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import { sessionResponse, type SessionInfo } from "@portal/schemas/session";
import { sessionUser } from "../../plugins/session.ts";

/**
 * The signed-in party as the web needs to know it. Every session is a tenant's today; when the
 * session plugin resolves staff and impersonated sessions, only `describe` changes.
 */
function describe(_user: ReturnType<typeof sessionUser>): SessionInfo {
  return { kind: "tenant", roles: [], permissions: [], impersonation: null };
}

export function sessionRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/session",
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["auth"],
          summary: "Who is signed in: a tenant, a staff member, or staff viewing a tenant read-only",
          security: [{ bearer: [] }],
          response: { 200: sessionResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return describe(sessionUser(request));
      },
    );
  };
}
