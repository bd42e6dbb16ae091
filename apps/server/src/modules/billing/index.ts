// The billing module's public surface: other modules import only from this file (eslint.config.js).
// Bills, the ledger and the credit it gives, as payments and notifications use them.
export { createBillingCreditRepository } from "./billing-credit.repository.ts";
export { createBillingRepository } from "./billing.repository.ts";
// The monthly fees a weekly turn brings, and the end a lease's end puts to them.
export {
  createBillingTargetsRepository,
  type BillingTargetsRepository,
} from "./billing-targets.repository.ts";
export { type BillingService, type PaymentLimits } from "./billing.service.ts";
export { overdueOpenLines, type Ledger } from "./ledger.ts";
