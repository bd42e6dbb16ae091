import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { securityDeposits } from "../../db/schema/billing.ts";
import { personOnContract } from "../../db/scope.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { apartments, buildings, organisations } from "../../db/schema/organisations.ts";
import { persons } from "../../db/schema/persons.ts";
import { terminationNotices } from "../../db/schema/termination.ts";

/** The session's contract and person: every lease read is scoped to both in its query. */
export interface Scope {
  contractId: string;
  personId: string;
}

export function createLeaseRepository(db: Db) {
  const onContract = (scope: Scope) => personOnContract(contracts.id, scope.personId);

  return {
    /** The contract with its apartment, landlord, deposit and details; null unless the person is on it. */
    async contract(scope: Scope) {
      const [row] = await db
        .select({
          id: contracts.id,
          contractNumber: contracts.contractNumber,
          startDate: contracts.startDate,
          endDate: contracts.endDate,
          monthlyRentCents: contracts.monthlyRentCents,
          dueDay: contracts.dueDay,
          apartmentNumber: apartments.apartmentNumber,
          area: apartments.areaM2,
          rooms: apartments.rooms,
          street: buildings.streetAddress,
          postalCode: buildings.postalCode,
          city: buildings.city,
          landlord: organisations.name,
          depositCents: securityDeposits.amountCents,
          voucherCents: securityDeposits.voucherAmountCents,
          details: leaseDetails,
          /** How the signed-in person is on the lease: 'other' parties may not terminate it. */
          kind: sql<"party" | "other">`(select cp.kind from ${contractParties} cp
            where cp.contract_id = ${contracts.id} and cp.person_id = ${scope.personId})`,
          /** The state of the contract's open termination notice, if one is. */
          openTermination: sql<"pending_tenant_approval" | "ready_for_review" | null>`(select n.status
            from ${terminationNotices} n where n.contract_id = ${contracts.id}
              and n.status in ('pending_tenant_approval', 'ready_for_review') limit 1)`,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(organisations, eq(organisations.id, buildings.organisationId))
        .leftJoin(securityDeposits, eq(securityDeposits.contractId, contracts.id))
        .leftJoin(leaseDetails, eq(leaseDetails.contractId, contracts.id))
        .where(and(eq(contracts.id, scope.contractId), onContract(scope)));
      return row ?? null;
    },

    /** The lease's last day (YYYY-MM-DD), null when it runs until further notice or is not found. */
    async endDate(contractId: string): Promise<string | null> {
      const [row] = await db
        .select({ endDate: contracts.endDate })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      return row?.endDate ?? null;
    },

    /** Everyone on the contract, signing parties first; empty unless the person is on it. */
    async parties(scope: Scope) {
      return db
        .select({ firstName: persons.firstName, lastName: persons.lastName, kind: contractParties.kind })
        .from(contractParties)
        .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
        .innerJoin(persons, eq(persons.id, contractParties.personId))
        .where(and(eq(contracts.id, scope.contractId), onContract(scope)))
        .orderBy(asc(contractParties.kind), asc(persons.lastName), asc(persons.firstName));
    },
  };
}
export type LeaseRepository = ReturnType<typeof createLeaseRepository>;
