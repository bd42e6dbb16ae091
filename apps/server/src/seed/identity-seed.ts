import { and, eq, isNull } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { hashIdentityCode } from "../lib/identity-code-hash.ts";
import { TEST_PERSONS } from "../sandbox/idp/test-persons.ts";
import type { Db } from "../db/client.ts";
import { persons } from "../db/schema/persons.ts";
import { demoBuildingId, seedLease } from "./lease-seed.ts";

/**
 * The hash the server will compute when the sandbox identifies this code. Other seed files that
 * create a test person themselves (after this seed ran) set it with this.
 */
export function identityCodeHashFor(identityCode: string): string {
  return hashIdentityCode(identityCode, loadConfig().identityCodeKey);
}

/** Tenants with an active lease and no account yet, so a new user can sign up in the demo. */
const NEW_TENANTS = [
  {
    firstName: "Kalle",
    lastName: "Kotilainen",
    apartmentNumber: "B 13",
    monthsAgo: 2,
    rooms: 2,
    areaM2: 48.5,
  },
  { firstName: "Liisa", lastName: "Lahtinen", apartmentNumber: "B 14", monthsAgo: 7, rooms: 1, areaM2: 33 },
] as const;

/**
 * Runs inside the demo seed's transaction after its persons exist: gives the sandbox's test persons
 * who are seeded tenants their identity code hash (matched by name), and creates the two tenants
 * who have not signed up yet in new apartments of the last building.
 */
export async function seedIdentities(tx: Db, today: string): Promise<void> {
  const buildingId = await demoBuildingId(tx, "Tikkurilan Lähde", "identity");
  for (const [i, t] of NEW_TENANTS.entries()) {
    await seedLease(tx, buildingId, today, {
      ...t,
      phone: `+358 40 555 ${8800 + i}`,
      contractSerial: 90001 + i,
    });
  }

  for (const p of TEST_PERSONS) {
    // Seeded persons carry no identity code; the name is the only link. First match wins.
    const [match] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(
        and(
          eq(persons.firstName, p.firstName),
          eq(persons.lastName, p.lastName),
          isNull(persons.identityCodeHash),
        ),
      )
      .limit(1);
    if (!match) continue;
    await tx
      .update(persons)
      .set({ identityCodeHash: identityCodeHashFor(p.identityCode) })
      .where(eq(persons.id, match.id));
  }
}
