// The company's own ids (external_id, set by the tenancy sync) of the contracts and persons an event
// names, so the company's systems can find them without keeping the portal's ids.
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { persons } from "../../db/schema/persons.ts";

export interface CompanyIds {
  /** The contract's id in the company's tenancy system, or null for one it never sent. */
  contract(id: string): string | null;
  /** The person's id in the company's tenancy system, or null for one it never sent. */
  person(id: string): string | null;
}

/** Reads the company's ids of the given contracts and persons in the caller's transaction. */
export async function companyIdsOf(
  tx: Db,
  ids: { contracts?: readonly string[]; persons?: readonly string[] },
): Promise<CompanyIds> {
  const contractIds = [...new Set(ids.contracts ?? [])];
  const personIds = [...new Set(ids.persons ?? [])];
  // One after the other: a transaction's queries share one connection.
  const contractRows = contractIds.length
    ? await tx
        .select({ id: contracts.id, externalId: contracts.externalId })
        .from(contracts)
        .where(inArray(contracts.id, contractIds))
    : [];
  const personRows = personIds.length
    ? await tx
        .select({ id: persons.id, externalId: persons.externalId })
        .from(persons)
        .where(inArray(persons.id, personIds))
    : [];
  const contractMap = new Map(contractRows.map((r) => [r.id, r.externalId]));
  const personMap = new Map(personRows.map((r) => [r.id, r.externalId]));
  return {
    contract: (id) => contractMap.get(id) ?? null,
    person: (id) => personMap.get(id) ?? null,
  };
}
