import { defineModule } from "../module.ts";

/** The kit every workflow domain moves its records' states with (workflow.repository.ts): no routes, no tables. */
export const workflowModule = defineModule({ name: "workflow", after: [] });
