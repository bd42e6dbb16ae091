import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import { sessionResponse, type SessionInfo } from "@portal/schemas/session";
import { permissionsOf } from "../../access/access.ts";
import type { Principal } from "../../plugins/principal.ts";
import { signedIn } from "../../plugins/session.ts";
import type { StaffRepository } from "../staff/index.ts";

/** The signed-in party as the web needs to know it: kind, a staff member's roles and permissions, who is viewing. */
async function describe(principal: Principal, staff: StaffRepository): Promise<SessionInfo> {
  if (principal.kind === "tenant") return { kind: "tenant", roles: [], permissions: [], impersonation: null };
  const member = principal.kind === "staff" ? principal : principal.staff;
  const roles = [...member.roles];
  const described = { roles, permissions: permissionsOf(roles) };
  if (principal.kind === "staff") return { kind: "staff", ...described, impersonation: null };
  const profile = await staff.profile(member.staffId);
  return {
    kind: "impersonation",
    ...described,
    impersonation: { staffId: member.staffId, staffName: profile?.name ?? "" },
  };
}

export function sessionRoutes(staff: StaffRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/session",
      {
        onRequest: app.requireSignedIn,
        schema: {
          tags: ["auth"],
          summary: "Who is signed in: a tenant, a staff member, or staff viewing a tenant read-only",
          security: [{ bearer: [] }],
          response: { 200: sessionResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return describe(signedIn(request).principal, staff);
      },
    );
  };
}
