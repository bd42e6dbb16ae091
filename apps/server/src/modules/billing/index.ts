// The billing module's public surface: other modules import only from this file (eslint.config.js).
// Bills, the ledger and the credit it gives, as payments and notifications use them.
export { createBillingCreditRepository } from "./billing-credit.repository.ts";
// Payments the bank's statements report, credited once by archive id and taken back on reversal.
export { createBankCreditRepository, type BankCredit } from "./bank-credit.repository.ts";
export { createBillingRepository } from "./billing.repository.ts";
// The monthly fees a weekly turn brings, and the end a lease's end puts to them.
export {
  createBillingTargetsRepository,
  type BillingTargetsRepository,
} from "./billing-targets.repository.ts";
export { type BillingService, type PaymentLimits } from "./billing.service.ts";
export { overdueOpenLines, type Ledger } from "./ledger.ts";
// The company's charges, deposits, references, ledger lines and payments (the tenancy sync).
export {
  createTenancySyncBillingRepository,
  SYNCED_CHARGE_REASONS,
  type SyncedCharge,
  type SyncedDeposit,
  type SyncedLedgerLine,
  type SyncedMoney,
  type SyncedPayment,
  type TenancySyncBillingRepository,
} from "./tenancy-sync.repository.ts";
