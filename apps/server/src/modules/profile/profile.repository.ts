import { and, eq, sql } from "drizzle-orm";
import type { Profile } from "@portal/schemas/profile";
import type { Db } from "../../db/client.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export function createProfileRepository(db: Db) {
  // One round trip for the whole profile. The join through contract_parties is the scoping rule:
  // the session's contract is returned only while the user's person is still on it.
  const profileQuery = db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: userAccounts.email,
      phoneNumber: persons.phone,
      visited: userAccounts.visited,
      newsletter: userAccounts.newsletter,
      protectionOrder: persons.protectionOrder,
      language: userAccounts.language,
      contractId: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      street: buildings.streetAddress,
      apartmentNumber: apartments.apartmentNumber,
      postalCode: buildings.postalCode,
      city: buildings.city,
      area: apartments.areaM2,
    })
    .from(userAccounts)
    .innerJoin(persons, eq(persons.id, userAccounts.personId))
    .innerJoin(
      contractParties,
      and(
        eq(contractParties.personId, userAccounts.personId),
        eq(contractParties.contractId, sql.placeholder("contractId")),
      ),
    )
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(eq(userAccounts.id, sql.placeholder("userId")))
    .prepare("profile_by_user_contract");

  return {
    async findProfile(userId: string, contractId: string): Promise<Profile | null> {
      const row = (await profileQuery.execute({ userId, contractId }))[0];
      if (!row) return null;
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        visited: row.visited,
        newsletter: row.newsletter,
        protectionOrder: row.protectionOrder,
        language: row.language,
        contract: {
          id: row.contractId,
          startDate: row.startDate,
          endDate: row.endDate,
          postalAddress: {
            // Finnish postal style: the apartment follows the street address on the same line.
            streetAddressLine1: `${row.street} ${row.apartmentNumber}`,
            streetAddressLine2: null,
            postalCode: row.postalCode,
            city: row.city,
          },
          area: Number(row.area),
        },
      };
    },
  };
}
