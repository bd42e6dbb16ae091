import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createStaffRepository, type StaffRepository } from "./staff.repository.ts";
import { staffRoutes } from "./staff.routes.ts";

/** Staff members on `app`: their repository (roles, buildings) and the staff routes. */
export async function registerStaff(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<{ staff: StaffRepository }> {
  const staff = createStaffRepository(ctx.db);
  await app.register(staffRoutes(staff));
  return { staff };
}
