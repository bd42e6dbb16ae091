import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import type { IdentificationService } from "../identification/index.ts";
import { createTerminationRepository } from "./termination.repository.ts";
import { terminationRoutes } from "./termination.routes.ts";
import { createTerminationService } from "./termination.service.ts";

/** Lease termination on `app`: the tenant's notice and approvals, and the landlord's review. */
export async function registerTermination(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { identification: IdentificationService },
): Promise<void> {
  const service = createTerminationService({
    db: ctx.db,
    repo: createTerminationRepository(ctx.db),
    identification: deps.identification,
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    files: ctx.files,
  });
  await app.register(
    terminationRoutes(service, {
      publicUrl: ctx.config.publicUrl,
      branding: ctx.config.terminationBranding,
      files: ctx.files,
      uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs,
    }),
  );
}
