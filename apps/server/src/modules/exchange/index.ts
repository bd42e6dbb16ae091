// The exchange module's public surface: other modules import only from this file (eslint.config.js).
// The jobs build the service from a database; the seed writes notices through the repository.
export { exchangeServiceFor } from "./exchange.module.ts";
export { createExchangeRepository, buildingTypeOf } from "./exchange.repository.ts";
export { hashSecret, type ExchangeService } from "./exchange.service.ts";
