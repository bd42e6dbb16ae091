// The handling module's public surface: other modules import only from this file (eslint.config.js).
// How a received message or fault report is recorded and acknowledged.
export { buildingOfContract, createHandlingRepository } from "./handling.repository.ts";
export { receive } from "./receive.ts";
// Where customer service is told of a new item, and when it is due.
export { handlingSettings, type HandlingSettings } from "./settings.ts";
