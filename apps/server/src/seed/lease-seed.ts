import { eq } from "drizzle-orm";
import { addMonths } from "../lib/dates.ts";
import type { Db } from "../db/client.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { apartments, buildings } from "../db/schema/organisations.ts";
import { personPhone, persons } from "../db/schema/persons.ts";

/** A tenant of a new apartment whose lease began `monthsAgo` months ago and runs on. */
export interface SeededLease {
  firstName: string;
  lastName: string;
  phone: string;
  protectionOrder?: boolean;
  apartmentNumber: string;
  monthsAgo: number;
  rooms: number;
  areaM2: number;
  /**
   * The contract's running number; each seed keeps a range of its own, apart from the demo seed's
   * running numbers.
   */
  contractSerial: number;
}

/** The id of a demo building the caller adds apartments to; `seed` names the caller in the error. */
export async function demoBuildingId(tx: Db, name: string, seed: string): Promise<string> {
  const [building] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.name, name))
    .limit(1);
  if (!building) throw new Error(`${seed} seed: the demo buildings are missing`);
  return building.id;
}

/** Creates the apartment, the person and the current contract between them; returns the person's id. */
export async function seedLease(tx: Db, buildingId: string, today: string, t: SeededLease): Promise<string> {
  const [apartment] = await tx
    .insert(apartments)
    .values({ buildingId, apartmentNumber: t.apartmentNumber, rooms: t.rooms, areaM2: t.areaM2 })
    .returning({ id: apartments.id });
  const [person] = await tx
    .insert(persons)
    .values({
      firstName: t.firstName,
      lastName: t.lastName,
      ...personPhone(t.phone),
      protectionOrder: t.protectionOrder ?? false,
    })
    .returning({ id: persons.id });
  const startDate = addMonths(today, -t.monthsAgo);
  const [contract] = await tx
    .insert(contracts)
    .values({
      apartmentId: apartment!.id,
      contractNumber: `VS-${startDate.slice(0, 4)}-${String(t.contractSerial)}`,
      startDate,
      endDate: null,
      monthlyRentCents: Math.round(t.areaM2 * 17) * 100,
      dueDay: 2,
    })
    .returning({ id: contracts.id });
  await tx.insert(contractParties).values({ contractId: contract!.id, personId: person!.id, kind: "party" });
  return person!.id;
}
