// The handling module's public surface: other modules import only from this file (eslint.config.js).
// How a received message or fault report is recorded and acknowledged.
export { buildingOfContract, createHandlingRepository } from "./handling.repository.ts";
export { receive } from "./receive.ts";
// The mails of a handled request (a message, a fault report) and of its handling, which the modules
// that send them declare.
export { handlingMail, type HandlingTemplate } from "./handling-mail.ts";
// Where customer service is told of a new item, and when it is due.
export { handlingSettings, type HandlingSettings } from "./settings.ts";
