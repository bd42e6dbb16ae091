import {
  defectNoticeAttachments,
  defectNoticeFeedback,
  defectNoticeReopenings,
  defectNoticeStatusChanges,
  defectNotices,
} from "../../db/schema/faults.ts";
import { handlingSettings } from "../handling/index.ts";
import { leaseModule } from "../lease/lease.module.ts";
import { defineModule } from "../module.ts";
import { createFaultsRepository } from "./faults.repository.ts";
import { faultsRoutes } from "./faults.routes.ts";
import { createFaultsService } from "./faults.service.ts";
import { faultsMessages } from "./faults.messages.ts";
import { faultReportsSource } from "./work-item.repository.ts";

/** Fault reports and their attachments. */
export const faultsModule = defineModule({
  name: "faults",
  after: [leaseModule],
  tables: {
    owns: [
      defectNotices,
      defectNoticeAttachments,
      defectNoticeStatusChanges,
      defectNoticeFeedback,
      defectNoticeReopenings,
    ],
    shares: [defectNotices, defectNoticeAttachments, defectNoticeStatusChanges],
  },
  workItems: [faultReportsSource],
  messages: faultsMessages,
  settings: handlingSettings,
  async register(app, ctx, { lease }) {
    await app.register(
      faultsRoutes(
        createFaultsService({
          db: ctx.db,
          repo: createFaultsRepository(ctx.db, ctx.settings.serviceLevels),
          files: ctx.files,
          now: ctx.now,
          customerServiceEmail: ctx.settings.customerServiceEmail,
          access: lease.access,
        }),
        ctx.files,
        { uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs },
      ),
    );
  },
});
