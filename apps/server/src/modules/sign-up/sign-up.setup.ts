import type { FastifyInstance } from "fastify";
import type { AccountDeps } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import type { IdentificationService } from "../identification/index.ts";
import { signUpRoutes } from "./sign-up.routes.ts";
import { createSignUpService } from "./sign-up.service.ts";

/** Sign-up with strong identification on `app`. */
export async function registerSignUp(
  app: FastifyInstance,
  _ctx: AppContext,
  deps: { accountDeps: AccountDeps; identification: IdentificationService },
): Promise<void> {
  await app.register(
    signUpRoutes(
      createSignUpService({
        ...deps.accountDeps,
        consumeIdentification: deps.identification.consumeIdentification,
        peekIdentification: deps.identification.peekIdentification,
      }),
    ),
  );
}
