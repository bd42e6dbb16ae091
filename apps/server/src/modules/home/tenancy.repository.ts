// The company's organisations, buildings and apartments as its tenancy system sends them, found by
// its own ids (external_id): the home module's rows, which the tenancy sync writes only through here.
// Every method takes the caller's transaction, so an item is written whole or not at all.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apartments, buildings, organisations } from "../../db/schema/organisations.ts";

export interface SyncedBuilding {
  organisationId: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  maintenanceCompanyName: string | null;
  maintenanceEmergencyNumber: string | null;
}

export interface SyncedApartment {
  buildingId: string;
  apartmentNumber: string;
  areaM2: number;
  rooms: number;
}

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned nothing`);
  return row;
};

export function createHomeTenancyRepository() {
  return {
    /** The organisation of the company's id: made with its name when new, renamed when the name changed. */
    async organisation(externalId: string, name: string, tx: Db): Promise<string> {
      const [found] = await tx
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.externalId, externalId));
      if (found) {
        if (found.name !== name)
          await tx.update(organisations).set({ name }).where(eq(organisations.id, found.id));
        return found.id;
      }
      const inserted = await tx
        .insert(organisations)
        .values({ externalId, name, branding: { colors: {}, logoText: name } })
        .returning({ id: organisations.id });
      return one(inserted, "organisation insert").id;
    },

    /** The buildings of these ids, by external id. */
    async buildings(externalIds: readonly string[], tx: Db) {
      if (externalIds.length === 0) return new Map<string, SyncedBuilding & { id: string }>();
      const rows = await tx
        .select({
          externalId: buildings.externalId,
          id: buildings.id,
          organisationId: buildings.organisationId,
          name: buildings.name,
          streetAddress: buildings.streetAddress,
          postalCode: buildings.postalCode,
          city: buildings.city,
          maintenanceCompanyName: buildings.maintenanceCompanyName,
          maintenanceEmergencyNumber: buildings.maintenanceEmergencyNumber,
        })
        .from(buildings)
        .where(inArray(buildings.externalId, [...externalIds]));
      return new Map(rows.map(({ externalId, ...row }) => [externalId!, row]));
    },

    async insertBuilding(externalId: string, building: SyncedBuilding, tx: Db): Promise<void> {
      await tx.insert(buildings).values({ externalId, ...building });
    },

    async updateBuilding(id: string, building: SyncedBuilding, tx: Db): Promise<void> {
      await tx.update(buildings).set(building).where(eq(buildings.id, id));
    },

    /** The apartments of these ids, by external id. */
    async apartments(externalIds: readonly string[], tx: Db) {
      if (externalIds.length === 0) return new Map<string, SyncedApartment & { id: string }>();
      const rows = await tx
        .select({
          externalId: apartments.externalId,
          id: apartments.id,
          buildingId: apartments.buildingId,
          apartmentNumber: apartments.apartmentNumber,
          areaM2: apartments.areaM2,
          rooms: apartments.rooms,
        })
        .from(apartments)
        .where(inArray(apartments.externalId, [...externalIds]));
      return new Map(rows.map(({ externalId, ...row }) => [externalId!, row]));
    },

    async insertApartment(externalId: string, apartment: SyncedApartment, tx: Db): Promise<void> {
      await tx.insert(apartments).values({ externalId, ...apartment });
    },

    async updateApartment(id: string, apartment: SyncedApartment, tx: Db): Promise<void> {
      await tx.update(apartments).set(apartment).where(eq(apartments.id, id));
    },
  };
}
export type HomeTenancyRepository = ReturnType<typeof createHomeTenancyRepository>;
