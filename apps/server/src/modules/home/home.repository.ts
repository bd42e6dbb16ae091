import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";
import { contracts } from "../../db/schema/contracts.ts";
import {
  apartmentImages,
  buildingFacts,
  customerServiceContacts,
  waterReadings,
} from "../../db/schema/home.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { addMonths } from "../../lib/dates.ts";

/** The session's contract and person: every read is scoped to both in its query. */
export interface Scope {
  contractId: string;
  personId: string;
}

export function createHomeRepository(db: Db) {
  /** The session's contract, only while the person is on it. */
  const ownContract = (scope: Scope) =>
    and(eq(contracts.id, scope.contractId), personOnContract(contracts.id, scope.personId));
  /** The building of the session's apartment, as a subquery: files are served to its tenants only. */
  const ownBuilding = (scope: Scope) =>
    db
      .select({ id: apartments.buildingId })
      .from(contracts)
      .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
      .where(ownContract(scope));

  return {
    async apartment(scope: Scope) {
      const [row] = await db
        .select({
          apartmentId: apartments.id,
          apartmentNumber: apartments.apartmentNumber,
          area: apartments.areaM2,
          rooms: apartments.rooms,
          street: buildings.streetAddress,
          postalCode: buildings.postalCode,
          city: buildings.city,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .where(ownContract(scope));
      if (!row) return null;
      const images = await db
        .select()
        .from(apartmentImages)
        .where(eq(apartmentImages.apartmentId, row.apartmentId))
        .orderBy(asc(apartmentImages.position), asc(apartmentImages.id));
      return { ...row, images };
    },

    /** An image of any apartment in the session's building; null for anyone else's. */
    async image(scope: Scope, imageId: string) {
      const [row] = await db
        .select({ fileKey: apartmentImages.fileKey, contentType: apartmentImages.contentType })
        .from(apartmentImages)
        .innerJoin(apartments, eq(apartments.id, apartmentImages.apartmentId))
        .where(
          and(eq(apartmentImages.id, imageId), sql`${apartments.buildingId} in (${ownBuilding(scope)})`),
        );
      return row ?? null;
    },

    async building(scope: Scope) {
      const [row] = await db
        .select({
          name: buildings.name,
          street: buildings.streetAddress,
          postalCode: buildings.postalCode,
          city: buildings.city,
          maintenanceName: buildings.maintenanceCompanyName,
          maintenanceNumber: buildings.maintenanceEmergencyNumber,
          apartmentCount: sql<number>`(select count(*)::int from ${apartments} a
            where a.building_id = ${buildings.id})`,
          facts: buildingFacts,
          customerService: customerServiceContacts,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(buildingFacts, eq(buildingFacts.buildingId, buildings.id))
        .innerJoin(
          customerServiceContacts,
          eq(customerServiceContacts.organisationId, buildings.organisationId),
        )
        .where(ownContract(scope));
      return row ?? null;
    },

    /** The file key of the session building's emergency plan; null when it has none. */
    async emergencyPlanKey(scope: Scope): Promise<string | null> {
      const [row] = await db
        .select({ key: buildingFacts.emergencyPlanKey })
        .from(buildingFacts)
        .where(sql`${buildingFacts.buildingId} in (${ownBuilding(scope)})`);
      return row?.key ?? null;
    },

    /**
     * The apartment's readings from the month before the lease began (the first month's use is
     * counted from it): a tenant sees no earlier tenant's water use.
     */
    async waterReadings(scope: Scope) {
      const [contract] = await db
        .select({ apartmentId: contracts.apartmentId, startDate: contracts.startDate })
        .from(contracts)
        .where(ownContract(scope));
      if (!contract) return null;
      const from = addMonths(`${contract.startDate.slice(0, 7)}-01`, -1);
      const rows = await db
        .select({ month: waterReadings.month, cold: waterReadings.coldLitres, hot: waterReadings.hotLitres })
        .from(waterReadings)
        .where(and(eq(waterReadings.apartmentId, contract.apartmentId), gte(waterReadings.month, from)))
        .orderBy(asc(waterReadings.month));
      return { startDate: contract.startDate, rows };
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
