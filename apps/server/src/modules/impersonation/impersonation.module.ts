import { IMPERSONATION_CALLBACK_PATH } from "@portal/schemas/impersonation.constants";
import { impersonationAudit, impersonationFlows } from "../../db/schema/impersonation.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createImpersonationRepository } from "./impersonation.repository.ts";
import { impersonationRoutes } from "./impersonation.routes.ts";
import { createImpersonation } from "./impersonation.service.ts";

/** Staff viewing a tenant's pages read-only: initiate, the provider's return, login, and the tenant's list. */
export const impersonationModule = defineModule({
  name: "impersonation",
  after: [authModule],
  tables: { owns: [impersonationFlows, impersonationAudit] },
  async register(app, ctx, { auth }) {
    const impersonation = createImpersonation({
      repo: createImpersonationRepository(ctx.db),
      authRepo: auth.authRepo,
      provider: ctx.services.staffProvider,
      now: ctx.now,
      identityCodeKey: ctx.config.identityCodeKey,
      callbackUrl: `${ctx.config.publicUrl}${IMPERSONATION_CALLBACK_PATH}`,
    });
    await app.register(impersonationRoutes(impersonation, { publicUrl: ctx.config.publicUrl }));
  },
});
