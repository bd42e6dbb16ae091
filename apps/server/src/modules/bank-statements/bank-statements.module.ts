import {
  bankEntries,
  bankPaymentStateChanges,
  unmatchedBankPayments,
} from "../../db/schema/bank-statements.ts";
import { integrationModule } from "../integration/integration.module.ts";
import { defineModule } from "../module.ts";
import { createBankCredit } from "../payments/index.ts";
import { paymentsModule } from "../payments/payments.module.ts";
import { createBankStatementsRepository } from "./bank-statements.repository.ts";
import { bankStatementsRoutes } from "./bank-statements.routes.ts";
import { createBankStatementsService, type BankStatementsService } from "./bank-statements.service.ts";
import { bankPaymentsSource } from "./work-item.repository.ts";

/**
 * The bank's reference payments: camt.054 notifications posted to /api/integration/bank-statements
 * credit each matched payment once with its receipt, a reversal takes it back, and the payments no
 * reference matched wait in the staff queue ("bank-payments") for customer service to place.
 */
export const bankStatementsModule = defineModule({
  name: "bank-statements",
  after: [paymentsModule, integrationModule],
  tables: { owns: [bankEntries, unmatchedBankPayments, bankPaymentStateChanges] },
  workItems: [bankPaymentsSource],
  async register(app, ctx): Promise<{ bankStatements: BankStatementsService }> {
    const bankStatements = createBankStatementsService({
      db: ctx.db,
      repo: createBankStatementsRepository(ctx.db),
      credit: createBankCredit(ctx.db),
      now: ctx.now,
    });
    await app.register(bankStatementsRoutes(bankStatements));
    return { bankStatements };
  },
});
