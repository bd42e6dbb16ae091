import { eq } from "drizzle-orm";
import { addMonths } from "../../lib/dates.ts";
import type { Db } from "../client.ts";
import { contractParties, contracts } from "../schema/contracts.ts";
import { apartments, buildings } from "../schema/organisations.ts";
import { persons, userAccounts } from "../schema/persons.ts";

interface SeededTenant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  protectionOrder: boolean;
  /** False: the address was never confirmed, so sign-in asks for the mailed code. */
  confirmed: boolean;
  apartmentNumber: string;
  monthsAgo: number;
  rooms: number;
  areaM2: number;
}

/** The account-flow demo tenants: each has a current lease in an apartment of its own. */
const TENANTS: SeededTenant[] = [
  {
    firstName: "Vilma",
    lastName: "Vahvistamaton",
    email: "vahvistamaton@example.fi",
    phone: "+358 40 555 7711",
    protectionOrder: false,
    confirmed: false,
    apartmentNumber: "C 1",
    monthsAgo: 1,
    rooms: 1,
    areaM2: 31.5,
  },
  {
    firstName: "Pekka",
    lastName: "Puhelin",
    email: "pekka.puhelin@example.fi",
    phone: "+358 40 555 7788",
    protectionOrder: false,
    confirmed: true,
    apartmentNumber: "C 2",
    monthsAgo: 14,
    rooms: 3,
    areaM2: 71,
  },
  {
    firstName: "Sanna",
    lastName: "Suojattu",
    email: "suojattu.asukas@example.fi",
    phone: "+358 50 555 7799",
    protectionOrder: true,
    confirmed: true,
    apartmentNumber: "C 3",
    monthsAgo: 30,
    rooms: 2,
    areaM2: 52,
  },
];

/**
 * Runs inside the demo seed's transaction, before the identity seed (which links the sandbox's
 * test persons, Pekka among them, to seeded persons by name).
 */
export async function seedAccountFlowTenants(tx: Db, today: string, passwordHash: string): Promise<void> {
  const [building] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.name, "Kirsikkapiha"))
    .limit(1);
  if (!building) throw new Error("account seed: the demo buildings are missing");

  for (const [i, t] of TENANTS.entries()) {
    const [apartment] = await tx
      .insert(apartments)
      .values({
        buildingId: building.id,
        apartmentNumber: t.apartmentNumber,
        rooms: t.rooms,
        areaM2: t.areaM2,
      })
      .returning({ id: apartments.id });
    const [person] = await tx
      .insert(persons)
      .values({
        firstName: t.firstName,
        lastName: t.lastName,
        phone: t.phone,
        protectionOrder: t.protectionOrder,
      })
      .returning({ id: persons.id });
    await tx.insert(userAccounts).values({
      personId: person!.id,
      email: t.email,
      passwordHash,
      emailConfirmedAt: t.confirmed ? new Date(`${addMonths(today, -t.monthsAgo)}T12:00:00Z`) : null,
      visited: t.confirmed,
    });
    const startDate = addMonths(today, -t.monthsAgo);
    const [contract] = await tx
      .insert(contracts)
      .values({
        apartmentId: apartment!.id,
        // A number range of its own, apart from the demo seed's running numbers.
        contractNumber: `VS-${startDate.slice(0, 4)}-${String(91001 + i)}`,
        startDate,
        endDate: null,
        monthlyRentCents: Math.round(t.areaM2 * 17) * 100,
        dueDay: 2,
      })
      .returning({ id: contracts.id });
    await tx
      .insert(contractParties)
      .values({ contractId: contract!.id, personId: person!.id, kind: "party" });
  }
}
