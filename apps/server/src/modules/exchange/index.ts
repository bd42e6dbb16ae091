// The exchange module's public surface: other modules import only from this file (eslint.config.js).
// The seed writes notices through the repository.
export { createExchangeRepository, buildingTypeOf } from "./exchange.repository.ts";
export { hashSecret, type ExchangeService } from "./exchange.service.ts";
