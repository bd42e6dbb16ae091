import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { signUpRoutes } from "./sign-up.routes.ts";
import { createSignUpService } from "./sign-up.service.ts";

/** Sign-up with strong identification. */
export const signUpModule = defineModule({
  name: "sign-up",
  after: [authModule],
  async register(app, ctx, { auth }) {
    const { identification } = ctx.services;
    await app.register(
      signUpRoutes(
        createSignUpService({
          ...auth.accountDeps,
          consumeIdentification: identification.consumeIdentification,
          peekIdentification: identification.peekIdentification,
        }),
      ),
    );
  },
});
