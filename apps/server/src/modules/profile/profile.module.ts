import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { passwordChangeRoutes } from "./password-change.routes.ts";
import { createPasswordChangeService } from "./password-change.service.ts";
import { createProfileRepository } from "./profile.repository.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createProfileService, type ProfileService } from "./profile.service.ts";
import { profileMessages } from "./profile.messages.ts";

/** The tenant's profile and password change; phone sign-in reads the profiles. */
export const profileModule = defineModule({
  name: "profile",
  after: [authModule],
  messages: profileMessages,
  async register(app, ctx, { auth }): Promise<{ profiles: ProfileService }> {
    const repo = createProfileRepository(ctx.db);
    const profiles = createProfileService({ ...auth.accountDeps, repo });
    await app.register(profileRoutes(profiles));
    await app.register(passwordChangeRoutes(createPasswordChangeService({ ...auth.accountDeps, repo })));
    return { profiles };
  },
});
