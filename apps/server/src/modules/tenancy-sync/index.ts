// The tenancy sync's public surface: other modules and `npm run import` (ops/import.ts) import only
// from this file (eslint.config.js). The upserts of the company's tenancy data by its own ids.
export { createTenancySync, SYNC_ERRORS, type TenancySync } from "./tenancy-sync.service.ts";
