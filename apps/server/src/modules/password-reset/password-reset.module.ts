import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { createPasswordResetService } from "./password-reset.service.ts";
import { passwordResetMessages } from "./password-reset.messages.ts";

/** The forgotten-password reset. */
export const passwordResetModule = defineModule({
  name: "password-reset",
  after: [authModule],
  messages: passwordResetMessages,
  async register(app, _ctx, { auth }) {
    await app.register(passwordResetRoutes(createPasswordResetService(auth.accountDeps)));
  },
});
