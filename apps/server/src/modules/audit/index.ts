// The audit module's public surface: other modules import only from this file (eslint.config.js).
// The audit trail of account events.
export { createAuditRepository, type AuditEntry, type AuditRepository } from "./audit.repository.ts";
