import {
  companyPostBuildings,
  companyPosts,
  costCenterBuildings,
  costCenters,
  documents,
  noticeReads,
  noticesGeneration,
} from "../../db/schema/notices.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createNoticesSessionRepository } from "./notices-session.repository.ts";
import { createNoticesRepository } from "./notices.repository.ts";
import { noticesRoutes } from "./notices.routes.ts";
import { createNoticesService } from "./notices.service.ts";
import { createStaffNoticesRepository } from "./staff-notices.repository.ts";

/** Notices, events and documents of a building, and their writing by staff. */
export const noticesModule = defineModule({
  name: "notices",
  after: [authModule],
  tables: {
    owns: [
      companyPosts,
      companyPostBuildings,
      noticeReads,
      costCenters,
      costCenterBuildings,
      documents,
      noticesGeneration,
    ],
  },
  async register(app, ctx) {
    await app.register(
      noticesRoutes(
        createNoticesService({
          db: ctx.db,
          repo: createNoticesRepository(ctx.db),
          sessions: createNoticesSessionRepository(ctx.db),
          staffRepo: createStaffNoticesRepository(ctx.db),
          files: ctx.files,
          now: ctx.now,
        }),
      ),
    );
  },
});
