import type { FastifyInstance } from "fastify";
import { STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import type { StaffIdentityProvider } from "../../integrations/identity/staff-oidc.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps, AuthRepository } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { createStaffAdminRepository } from "./staff-admin.repository.ts";
import { createStaffAdmin } from "./staff-admin.service.ts";
import { staffAuthRoutes } from "./staff-auth.routes.ts";
import { createStaffSignIn } from "./staff-sign-in.service.ts";
import { createStaffRepository, type StaffRepository } from "./staff.repository.ts";
import { staffRoutes } from "./staff.routes.ts";

/**
 * Staff members on `app`: sign-in at the company's identity provider (made by setup/identification.ts),
 * their repository (roles, buildings), the administrative home's counts and the administrator's console.
 */
export async function registerStaff(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { authRepo: AuthRepository; accountDeps: AccountDeps; staffProvider: StaffIdentityProvider },
): Promise<{ staff: StaffRepository }> {
  const staff = createStaffRepository(ctx.db);
  const adminRepo = createStaffAdminRepository(ctx.db);
  const audit = createAuditRepository(ctx.db);
  const signIn = createStaffSignIn({
    repo: adminRepo,
    authRepo: deps.authRepo,
    provider: deps.staffProvider,
    audit,
    now: ctx.now,
    redirectUri: `${ctx.config.publicUrl}${STAFF_SIGN_IN_PAGE}`,
  });
  const admin = createStaffAdmin({
    db: ctx.db,
    repo: adminRepo,
    audit,
    lock: deps.accountDeps.lock,
    now: ctx.now,
  });
  await app.register(staffAuthRoutes(signIn, { publicUrl: ctx.config.publicUrl }));
  await app.register(staffRoutes(staff, adminRepo, admin));
  return { staff };
}
