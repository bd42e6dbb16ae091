import {
  apartmentImages,
  buildingFacts,
  customerServiceContacts,
  waterReadings,
} from "../../db/schema/home.ts";
import { apartments, buildings, organisations } from "../../db/schema/organisations.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createHomeRepository } from "./home.repository.ts";
import { homeRoutes } from "./home.routes.ts";
import { createHomeService } from "./home.service.ts";

/** The home, its apartment images and emergency plan. */
export const homeModule = defineModule({
  name: "home",
  after: [authModule],
  tables: {
    owns: [
      organisations,
      buildings,
      apartments,
      apartmentImages,
      buildingFacts,
      customerServiceContacts,
      waterReadings,
    ],
    shares: [organisations, buildings, apartments, buildingFacts],
  },
  async register(app, ctx) {
    await app.register(homeRoutes(createHomeService(createHomeRepository(ctx.db), ctx.files)));
  },
});
