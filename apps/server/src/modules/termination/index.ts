// The termination module's public surface: other modules import only from this file (eslint.config.js).
// Which flags refuse a notice on a lease today.
export { disallowedReason } from "./termination.service.ts";
