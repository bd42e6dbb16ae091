import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import {
  lockedTenantsResponse,
  staffMeResponse,
  staffMember,
  staffMemberParams,
  staffMembersResponse,
  staffMemberUpdateError,
  staffMemberUpdateRequest,
  staffOverviewResponse,
  tenantParams,
  tenantUnlockResponse,
} from "@portal/schemas/staff";
import { permissionsOf } from "../../access/access.ts";
import { refuse } from "../../lib/refusal.ts";
import { recordErrorResponses } from "../../plugins/openapi.ts";
import { signedInStaff } from "../../plugins/session.ts";
import type { StaffAdminRepository } from "./staff-admin.repository.ts";
import type { StaffAdmin } from "./staff-admin.service.ts";
import type { StaffRepository } from "./staff.repository.ts";

const staffRead = (summary: string) => ({ tags: ["staff"], summary, security: [{ bearer: [] }] });

/** Staff routes: every one under /api/staff/ declares its permission with app.requireStaff. */
export function staffRoutes(
  repo: StaffRepository,
  adminRepo: StaffAdminRepository,
  admin: StaffAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/staff/me",
      {
        ...app.requireStaff(PERMISSIONS.staffProfile),
        schema: {
          ...staffRead("The signed-in staff member: roles, what they may do, and the buildings they see"),
          response: { 200: staffMeResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const profile = await repo.profile(staff.staffId);
        if (!profile) return reply.refuse(refuse("NOT_FOUND"));
        reply.header("cache-control", "no-store");
        return { ...profile, roles: [...staff.roles], permissions: permissionsOf(staff.roles) };
      },
    );

    app.get(
      "/api/staff/overview",
      {
        ...app.requireStaff(PERMISSIONS.staffProfile),
        schema: {
          ...staffRead(
            "The administrative home's counts: open fault reports and messages in one's buildings",
          ),
          description:
            "Open: in the state sent or inProgress, of contracts in the buildings the staff member sees.",
          response: { 200: staffOverviewResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return adminRepo.overview(signedInStaff(request).buildings);
      },
    );

    app.get(
      "/api/staff/members",
      {
        ...app.requireStaff(PERMISSIONS.staffManage),
        schema: {
          ...staffRead("Every staff member with roles and buildings, and every building one can be given"),
          response: { 200: staffMembersResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        const [members, buildings] = await Promise.all([adminRepo.members(), adminRepo.buildings()]);
        return { members, buildings };
      },
    );

    app.put(
      "/api/staff/members/:id",
      {
        ...app.requireStaff(PERMISSIONS.staffManage),
        schema: {
          ...staffRead("Change a staff member's roles and buildings"),
          description:
            "Replaces the roles (at least one) and the buildings (allBuildings, or the buildingIds listed). " +
            "409 OWN_ADMIN_ROLE: an administrator may not take the admin role from themselves; 409 LAST_ADMIN: " +
            "the change would leave no active administrator (changes of roles take one lock). An audit row " +
            "records each change.",
          params: staffMemberParams,
          body: staffMemberUpdateRequest,
          response: {
            200: staffMember,
            ...recordErrorResponses,
            409: staffMemberUpdateError,
          },
        },
      },
      async (request, reply) => {
        const result = await admin.updateMember(
          signedInStaff(request),
          request.params.id,
          request.body,
          request.ip,
        );
        return reply.settle(result);
      },
    );

    app.get(
      "/api/staff/tenants/locked",
      {
        ...app.requireStaff(PERMISSIONS.tenantsUnlock),
        schema: {
          ...staffRead("Tenant accounts whose password sign-in is locked after 100 failures"),
          response: { 200: lockedTenantsResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        const tenants = await adminRepo.lockedTenants();
        return { tenants: tenants.map((t) => ({ ...t, lockedAt: t.lockedAt.toISOString() })) };
      },
    );

    app.post(
      "/api/staff/tenants/:id/unlock",
      {
        ...app.requireStaff(PERMISSIONS.tenantsUnlock),
        schema: {
          ...staffRead("Unlock a tenant account's password sign-in (locked after 100 failures)"),
          description:
            "unlocked: false when the account was not locked. An audit row names the staff member.",
          params: tenantParams,
          response: {
            200: tenantUnlockResponse,
            ...recordErrorResponses,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(await admin.unlockTenant(signedInStaff(request), request.params.id, request.ip));
      },
    );
  };
}
