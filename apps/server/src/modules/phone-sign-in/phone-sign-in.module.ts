import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { profileModule } from "../profile/profile.module.ts";
import { createPhoneSignInRepository } from "./phone-sign-in.repository.ts";
import { phoneSignInRoutes } from "./phone-sign-in.routes.ts";
import { createPhoneSignInService } from "./phone-sign-in.service.ts";
import { phoneSignInMessages } from "./phone-sign-in.messages.ts";

/** Sign-in with a phone number and a texted code. */
export const phoneSignInModule = defineModule({
  name: "phone-sign-in",
  after: [authModule, profileModule],
  messages: phoneSignInMessages,
  async register(app, ctx, { auth, profile }) {
    const phoneSignIn = createPhoneSignInService({
      ...auth.accountDeps,
      repo: createPhoneSignInRepository(ctx.db),
      authRepo: auth.authRepo,
      profiles: profile.profiles,
      identification: ctx.services.identification,
    });
    await app.register(phoneSignInRoutes(phoneSignIn, { publicUrl: ctx.config.publicUrl }));
  },
});
