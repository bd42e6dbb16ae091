import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createCommitteeFormsRepository } from "./committee-forms.repository.ts";
import { committeeFormsRoutes } from "./committee-forms.routes.ts";
import { createCommitteeFormsService } from "./committee-forms.service.ts";

/** Resident committees, their six forms, review by a link, receipts and the allowance on `app`. */
export async function registerCommitteeForms(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = createCommitteeFormsRepository(ctx.db);
  const service = createCommitteeFormsService({
    db: ctx.db,
    repo,
    files: ctx.files,
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    serverKey: ctx.config.serverKey,
    moderator: ctx.config.formsModerator,
  });
  await app.register(
    committeeFormsRoutes(service, ctx.files, {
      uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs,
      serverKey: ctx.config.serverKey,
      now: ctx.now,
    }),
  );
}
