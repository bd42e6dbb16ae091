import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import type { ContractAccess } from "../lease/index.ts";
import { createFaultsRepository } from "./faults.repository.ts";
import { faultsRoutes } from "./faults.routes.ts";
import { createFaultsService } from "./faults.service.ts";

/** Fault reports and their attachments on `app`. */
export async function registerFaults(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { access: ContractAccess },
): Promise<void> {
  await app.register(
    faultsRoutes(
      createFaultsService({
        db: ctx.db,
        repo: createFaultsRepository(ctx.db, ctx.config.serviceLevels),
        files: ctx.files,
        now: ctx.now,
        customerServiceEmail: ctx.config.customerServiceEmail,
        access: deps.access,
      }),
      ctx.files,
      { uploadFileTimeoutMs: ctx.config.uploadFileTimeoutMs },
    ),
  );
}
