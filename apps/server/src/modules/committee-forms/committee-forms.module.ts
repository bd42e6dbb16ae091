import {
  committeeAllowances,
  committeeBuildings,
  committeeFormReceipts,
  committeeFormReviewTokens,
  committeeFormStateChanges,
  committeeForms,
  committeeMembers,
  committees,
} from "../../db/schema/committees.ts";
import type { Language } from "@portal/schemas/common";
import { configVariables } from "../../config.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createCommitteeFormsRepository } from "./committee-forms.repository.ts";
import { committeeFormsRoutes } from "./committee-forms.routes.ts";
import { createCommitteeFormsService } from "./committee-forms.service.ts";
import { createMembershipEnds, type MembershipEnds } from "./membership-ends.ts";
import { committeeFormsMessages } from "./committee-forms.messages.ts";
import { committeeFormsSource } from "./work-item.repository.ts";

/** Resident committees, their six forms, review by a link, receipts and the allowance. */
export const committeeFormsModule = defineModule({
  name: "committee-forms",
  after: [authModule],
  tables: {
    owns: [
      committees,
      committeeBuildings,
      committeeMembers,
      committeeForms,
      committeeFormStateChanges,
      committeeFormReceipts,
      committeeFormReviewTokens,
      committeeAllowances,
    ],
    shares: [committeeForms, committeeBuildings],
  },
  workItems: [committeeFormsSource],
  messages: committeeFormsMessages,
  settings: (config): { moderator: { email: string; language: Language } } => ({
    // Where the forms go for review (FORMS_MODERATOR_EMAIL), in its language.
    moderator: config.formsModerator ?? {
      email: configVariables.FORMS_MODERATOR_EMAIL.default,
      language: configVariables.FORMS_MODERATOR_LANGUAGE.default,
    },
  }),
  async register(app, ctx): Promise<{ memberships: MembershipEnds }> {
    const repo = createCommitteeFormsRepository(ctx.db);
    const service = createCommitteeFormsService({
      db: ctx.db,
      repo,
      files: ctx.files,
      now: ctx.now,
      publicUrl: ctx.config.publicUrl,
      serverKey: ctx.config.serverKey,
      moderator: ctx.settings.moderator,
    });
    await app.register(
      committeeFormsRoutes(service, ctx.files, {
        uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs,
        serverKey: ctx.config.serverKey,
        now: ctx.now,
      }),
    );
    // Memberships end with their lease: the bookings' lease-end job ends them.
    return {
      memberships: createMembershipEnds({ db: ctx.db, now: ctx.now, moderator: ctx.settings.moderator }),
    };
  },
});
