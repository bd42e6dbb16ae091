// The notifications module's public surface: other modules import only from this file (eslint.config.js).
// Arrear notifications, as payments close them.
export { arrearCents } from "./arrears.ts";
export { createNotificationJobsRepository } from "./notification-jobs.repository.ts";
