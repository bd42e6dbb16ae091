// The payments module's public surface: other modules import only from this file (eslint.config.js).
// Money the bank's statements report, credited with its receipt as online payments are.
export { createBankCredit, type BankCreditService, type ReceivedPayment } from "./bank-credit.ts";
