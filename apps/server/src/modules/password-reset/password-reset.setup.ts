import type { FastifyInstance } from "fastify";
import type { AccountDeps } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { createPasswordResetService } from "./password-reset.service.ts";

/** The forgotten-password reset on `app`. */
export async function registerPasswordReset(
  app: FastifyInstance,
  _ctx: AppContext,
  deps: { accountDeps: AccountDeps },
): Promise<void> {
  await app.register(passwordResetRoutes(createPasswordResetService(deps.accountDeps)));
}
