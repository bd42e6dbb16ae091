// The impersonation module's public surface: other modules import only from this file (eslint.config.js).
// Staff viewing a tenant's pages read-only, and its append-only audit log.
export { registerImpersonation } from "./impersonation.setup.ts";
