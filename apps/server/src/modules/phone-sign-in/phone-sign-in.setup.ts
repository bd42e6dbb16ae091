import type { FastifyInstance } from "fastify";
import type { AccountDeps, AuthRepository } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import type { IdentificationService } from "../identification/index.ts";
import type { ProfileService } from "../profile/index.ts";
import { createPhoneSignInRepository } from "./phone-sign-in.repository.ts";
import { phoneSignInRoutes } from "./phone-sign-in.routes.ts";
import { createPhoneSignInService } from "./phone-sign-in.service.ts";

/** Sign-in with a phone number and a texted code on `app`. */
export async function registerPhoneSignIn(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    accountDeps: AccountDeps;
    authRepo: AuthRepository;
    profiles: ProfileService;
    identification: IdentificationService;
  },
): Promise<void> {
  const phoneSignIn = createPhoneSignInService({
    ...deps.accountDeps,
    repo: createPhoneSignInRepository(ctx.db),
    authRepo: deps.authRepo,
    profiles: deps.profiles,
    identification: deps.identification,
  });
  await app.register(phoneSignInRoutes(phoneSignIn, { publicUrl: ctx.config.publicUrl }));
}
