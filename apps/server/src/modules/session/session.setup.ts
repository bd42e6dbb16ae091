import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import type { StaffRepository } from "../staff/index.ts";
import { sessionRoutes } from "./session.routes.ts";

/** GET /api/session on `app`: who is signed in (a tenant, staff, or staff viewing a tenant's pages). */
export async function registerSession(
  app: FastifyInstance,
  _ctx: AppContext,
  deps: { staff: StaffRepository },
): Promise<void> {
  await app.register(sessionRoutes(deps.staff));
}
