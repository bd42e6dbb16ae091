// The identification module's public surface: other modules import only from this file (eslint.config.js).
// Strong identification's browser binding, as sign-up and phone sign-in use it.
export { bindBrowser, browserOf } from "./flow-cookie.ts";
export type { IdentificationService } from "./identification.service.ts";
