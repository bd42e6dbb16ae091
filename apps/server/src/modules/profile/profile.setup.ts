import type { FastifyInstance } from "fastify";
import type { AccountDeps } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { passwordChangeRoutes } from "./password-change.routes.ts";
import { createPasswordChangeService } from "./password-change.service.ts";
import { createProfileRepository } from "./profile.repository.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createProfileService, type ProfileService } from "./profile.service.ts";

/** The tenant's profile and password change on `app`; phone sign-in reads the profiles. */
export async function registerProfile(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { accountDeps: AccountDeps },
): Promise<{ profiles: ProfileService }> {
  const repo = createProfileRepository(ctx.db);
  const profiles = createProfileService({ ...deps.accountDeps, repo });
  await app.register(profileRoutes(profiles));
  await app.register(passwordChangeRoutes(createPasswordChangeService({ ...deps.accountDeps, repo })));
  return { profiles };
}
