import { STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import { staffBuildings, staffMembers, staffRoles, staffSignInFlows } from "../../db/schema/staff.ts";
import { createAuditRepository } from "../audit/index.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createStaffAdminRepository } from "./staff-admin.repository.ts";
import { createStaffAdmin } from "./staff-admin.service.ts";
import { staffAuthRoutes } from "./staff-auth.routes.ts";
import { createStaffSignIn } from "./staff-sign-in.service.ts";
import { createStaffRepository, type StaffRepository } from "./staff.repository.ts";
import { staffRoutes } from "./staff.routes.ts";

/**
 * Staff members: sign-in at the company's identity provider (made by setup/identification.ts),
 * their repository (roles, buildings), the administrative home's counts and the administrator's console.
 */
export const staffModule = defineModule({
  name: "staff",
  after: [authModule],
  tables: {
    owns: [staffMembers, staffRoles, staffBuildings, staffSignInFlows],
    shares: [staffMembers, staffRoles, staffBuildings],
  },
  async register(app, ctx, { auth }): Promise<{ staff: StaffRepository }> {
    const staff = createStaffRepository(ctx.db);
    const adminRepo = createStaffAdminRepository(ctx.db);
    const audit = createAuditRepository(ctx.db);
    const signIn = createStaffSignIn({
      repo: adminRepo,
      authRepo: auth.authRepo,
      provider: ctx.services.staffProvider,
      audit,
      now: ctx.now,
      redirectUri: `${ctx.config.publicUrl}${STAFF_SIGN_IN_PAGE}`,
    });
    const admin = createStaffAdmin({
      db: ctx.db,
      repo: adminRepo,
      audit,
      lock: auth.accountDeps.lock,
      now: ctx.now,
    });
    await app.register(staffAuthRoutes(signIn, { publicUrl: ctx.config.publicUrl }));
    await app.register(staffRoutes(staff, adminRepo, admin));
    return { staff };
  },
});
