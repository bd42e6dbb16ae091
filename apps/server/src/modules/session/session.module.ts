import { defineModule } from "../module.ts";
import { staffModule } from "../staff/staff.module.ts";
import { sessionRoutes } from "./session.routes.ts";

/** GET /api/session: who is signed in (a tenant, staff, or staff viewing a tenant's pages). */
export const sessionModule = defineModule({
  name: "session",
  after: [staffModule],
  async register(app, _ctx, { staff }) {
    await app.register(sessionRoutes(staff.staff));
  },
});
