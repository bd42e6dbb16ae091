import {
  terminationConfirmations,
  terminationFiles,
  terminationNotices,
  terminationParties,
  terminationStatusChanges,
} from "../../db/schema/termination.ts";
import { DEFAULT_TERMINATION_BRANDING, type TerminationBranding } from "../../config/termination.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createTerminationRepository } from "./termination.repository.ts";
import { terminationRoutes } from "./termination.routes.ts";
import { createTerminationService } from "./termination.service.ts";
import { dropUnsentUploads } from "./unsent-uploads.ts";
import { terminationMessages } from "./termination.messages.ts";
import { terminationsSource } from "./work-item.repository.ts";

/** Lease termination: the tenant's notice and approvals, and the landlord's review. */
export const terminationModule = defineModule({
  name: "termination",
  after: [authModule],
  tables: {
    owns: [
      terminationNotices,
      terminationParties,
      terminationStatusChanges,
      terminationConfirmations,
      terminationFiles,
    ],
    shares: [terminationNotices],
  },
  workItems: [terminationsSource],
  messages: terminationMessages,
  settings: (config): { branding: TerminationBranding } => ({
    // The foundation's termination flow's name, logo and colours (GET /api/termination-branding).
    branding: config.terminationBranding ?? DEFAULT_TERMINATION_BRANDING,
  }),
  async register(app, ctx) {
    const service = createTerminationService({
      db: ctx.db,
      repo: createTerminationRepository(ctx.db),
      identification: ctx.services.identification,
      now: ctx.now,
      publicUrl: ctx.config.publicUrl,
      files: ctx.files,
    });
    await app.register(
      terminationRoutes(service, {
        publicUrl: ctx.config.publicUrl,
        branding: ctx.settings.branding,
        files: ctx.files,
        uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs,
      }),
    );
  },
  housekeeping: [
    {
      name: "unsentUploads",
      delete: (ctx, at, pass) => dropUnsentUploads(createTerminationRepository(ctx.db), ctx.files, at, pass),
    },
  ],
});
