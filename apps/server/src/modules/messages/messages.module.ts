import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { authModule } from "../auth/auth.module.ts";
import { handlingSettings } from "../handling/index.ts";
import { defineModule } from "../module.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { messagesRoutes } from "./messages.routes.ts";
import { createMessagesService } from "./messages.service.ts";
import { messagesMessages } from "./messages.messages.ts";
import { accessibilityFeedbackSource, messagesSource } from "./work-item.repository.ts";

/** Messages to customer service. */
export const messagesModule = defineModule({
  name: "messages",
  after: [authModule],
  tables: {
    owns: [contactRequests, contactRequestStatusChanges],
    shares: [contactRequests, contactRequestStatusChanges],
  },
  workItems: [messagesSource, accessibilityFeedbackSource],
  messages: messagesMessages,
  settings: handlingSettings,
  async register(app, ctx) {
    await app.register(
      messagesRoutes(
        createMessagesService({
          db: ctx.db,
          repo: createMessagesRepository(ctx.db, ctx.settings.serviceLevels),
          now: ctx.now,
          customerServiceEmail: ctx.settings.customerServiceEmail,
        }),
      ),
    );
  },
});
