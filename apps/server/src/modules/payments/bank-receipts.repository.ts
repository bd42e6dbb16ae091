import { and, asc, eq } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { contractReferences } from "../../db/schema/billing.ts";
import { contractParties } from "../../db/schema/contracts.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";

/** Who a bank payment's receipt goes to: the contract's parties that have an account. */
export function createBankReceiptsRepository(db: Db) {
  return {
    async recipients(
      contractId: string,
      tx: Db = db,
    ): Promise<{ email: string; firstName: string; language: Language }[]> {
      return tx
        .select({ email: userAccounts.email, firstName: persons.firstName, language: userAccounts.language })
        .from(contractParties)
        .innerJoin(persons, eq(persons.id, contractParties.personId))
        .innerJoin(userAccounts, eq(userAccounts.personId, persons.id))
        .where(and(eq(contractParties.contractId, contractId), eq(contractParties.kind, "party")))
        .orderBy(asc(persons.lastName), asc(persons.firstName));
    },

    /** The contract's reference number, for a receipt of a payment that named none. */
    async referenceOf(contractId: string, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .select({ reference: contractReferences.referenceNumber })
        .from(contractReferences)
        .where(eq(contractReferences.contractId, contractId));
      return row?.reference ?? null;
    },
  };
}
