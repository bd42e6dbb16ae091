// The impersonation module's public surface: other modules import only from this file (eslint.config.js).
// A viewing's audit log, which the session door (auth's session store) writes each read and refusal to.
export { createViewingLog } from "./viewing-log.repository.ts";
