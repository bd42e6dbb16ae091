import type { FastifyInstance } from "fastify";
import { IMPERSONATION_CALLBACK_PATH } from "@portal/schemas/impersonation.constants";
import type { StaffIdentityProvider } from "../../integrations/identity/staff-oidc.ts";
import type { AuthRepository } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { createImpersonationRepository } from "./impersonation.repository.ts";
import { impersonationRoutes } from "./impersonation.routes.ts";
import { createImpersonation } from "./impersonation.service.ts";

/** Staff viewing a tenant's pages read-only on `app`: initiate, the provider's return, login, and the tenant's list. */
export async function registerImpersonation(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { authRepo: AuthRepository; staffProvider: StaffIdentityProvider; identityCodeKey: string },
): Promise<void> {
  const impersonation = createImpersonation({
    repo: createImpersonationRepository(ctx.db),
    authRepo: deps.authRepo,
    provider: deps.staffProvider,
    now: ctx.now,
    identityCodeKey: deps.identityCodeKey,
    callbackUrl: `${ctx.config.publicUrl}${IMPERSONATION_CALLBACK_PATH}`,
  });
  await app.register(impersonationRoutes(impersonation, { publicUrl: ctx.config.publicUrl }));
}
