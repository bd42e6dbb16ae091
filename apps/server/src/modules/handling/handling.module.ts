import { defineModule } from "../module.ts";

/** How a received message or fault report is recorded and acknowledged, and its settings: no routes, no tables. */
export const handlingModule = defineModule({ name: "handling", after: [] });
