// The outbox module's public surface: other modules import only from this file (eslint.config.js).
// The outbox every mail and SMS is queued in.
export { createOutboxRepository, type OutboxMessage, type OutboxRepository } from "./outbox.repository.ts";
