import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { staffMeResponse } from "@portal/schemas/staff";
import { permissionsOf } from "../../access/access.ts";
import { signedInStaff } from "../../plugins/session.ts";
import type { StaffRepository } from "./staff.repository.ts";

/** Staff routes: every one under /api/staff/ declares its permission with app.requireStaff. */
export function staffRoutes(repo: StaffRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/staff/me",
      {
        ...app.requireStaff(PERMISSIONS.staffProfile),
        schema: {
          tags: ["staff"],
          summary: "The signed-in staff member: roles, what they may do, and the buildings they see",
          security: [{ bearer: [] }],
          response: { 200: staffMeResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const profile = await repo.profile(staff.staffId);
        if (!profile) return reply.code(404).send({ error: "NOT_FOUND" as const });
        reply.header("cache-control", "no-store");
        return { ...profile, roles: [...staff.roles], permissions: permissionsOf(staff.roles) };
      },
    );
  };
}
