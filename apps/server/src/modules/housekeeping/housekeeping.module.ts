import { defineModule } from "../module.ts";

/** The deletes of the housekeeping job (jobs/housekeeping.ts). */
export const housekeepingModule = defineModule({ name: "housekeeping", after: [] });
