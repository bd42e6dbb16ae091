// The integration module's public surface: other modules import only from this file (eslint.config.js).
// The door of the /api/integration/ routes, and the event feed's writer.
export { INTEGRATION_SCOPES, type IntegrationScope } from "@portal/schemas/integration";
export { integrationCaller, integrationDoor, type IntegrationCaller } from "./door.ts";
export { recordIntegrationEvent, type IntegrationEventInput } from "./events.ts";
export { companyIdsOf, type CompanyIds } from "./company-ids.repository.ts";
