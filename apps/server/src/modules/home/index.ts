// The home module's public surface: other modules import only from this file (eslint.config.js).
// The company's organisations, buildings and apartments as its tenancy system sends them.
export {
  createHomeTenancyRepository,
  type HomeTenancyRepository,
  type SyncedApartment,
  type SyncedBuilding,
} from "./tenancy.repository.ts";
