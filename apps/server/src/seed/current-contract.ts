import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { personOnContract } from "../db/scope.ts";
import { contracts } from "../db/schema/contracts.ts";
import { apartments } from "../db/schema/organisations.ts";
import { userAccounts } from "../db/schema/persons.ts";

export interface DemoHousehold {
  userId: string;
  personId: string;
  contractId: string;
  apartmentId: string;
  buildingId: string;
}

/** The lease without an end date of a demo account (by its sign-in address), or null. */
export async function currentContractOf(tx: Db, email: string): Promise<DemoHousehold | null> {
  const [row] = await tx
    .select({
      userId: userAccounts.id,
      personId: userAccounts.personId,
      contractId: contracts.id,
      apartmentId: contracts.apartmentId,
      buildingId: apartments.buildingId,
    })
    .from(userAccounts)
    .innerJoin(contracts, personOnContract(contracts.id, userAccounts.personId))
    .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .where(and(eq(userAccounts.email, email), isNull(contracts.endDate)))
    .limit(1);
  return row ?? null;
}
