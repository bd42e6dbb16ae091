import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { leaseDetails } from "../db/schema/lease.ts";
import { personPhone, persons, userAccounts } from "../db/schema/persons.ts";
import { addMonths } from "../lib/dates.ts";
import { testPerson } from "../sandbox/idp/test-persons.ts";
import { currentContractOf } from "./current-contract.ts";
import { identityCodeHashFor } from "./identity-seed.ts";
import { demoBuildingId, seedLease } from "./lease-seed.ts";

/**
 * The Irtisanoja couple's lease, whose notice goes the whole way (both parties accept, the landlord
 * approves, the lease ends): both are contract parties with accounts and the bank's test persons.
 * It is a lease of its own so that ending it leaves Aino's lease, which the other demos use, as it is.
 */
const NOTICE_LEASE = {
  building: "Tapiolan Kotipuisto",
  apartmentNumber: "T 1",
  monthsAgo: 38,
  rooms: 3,
  areaM2: 68.5,
  contractSerial: 93001,
  parties: [
    {
      testPerson: "irja-irtisanoja",
      email: "irja.irtisanoja@example.fi",
      phone: "+358 40 555 7755",
    },
    {
      testPerson: "jussi-irtisanoja",
      email: "jussi.irtisanoja@example.fi",
      phone: "+358 40 555 7766",
    },
  ],
} as const;

/**
 * Termination's demo leases: Aino and Ville are co-parties of one lease (demo.ts) and may give
 * notice; muuttanut.pois's lease has ended; the company tenant's lease refuses an online notice;
 * Irja and Jussi Irtisanoja share a lease of their own. Runs inside the demo seed's transaction,
 * after the leases and their details and before billing (which bills the lease made here).
 */
export async function seedTermination(tx: Db, today: string, passwordHash: string): Promise<void> {
  const company = await currentContractOf(tx, "yritys.vuokralainen@example.fi");
  if (!company) throw new Error("termination seed: no current lease for yritys.vuokralainen@example.fi");
  await tx
    .insert(leaseDetails)
    .values({ contractId: company.contractId, hasCompanyTenant: true })
    .onConflictDoUpdate({ target: leaseDetails.contractId, set: { hasCompanyTenant: true } });
  await seedNoticeLease(tx, today, passwordHash);
}

async function seedNoticeLease(tx: Db, today: string, passwordHash: string): Promise<void> {
  const lease = NOTICE_LEASE;
  const [first, second] = lease.parties.map((p) => ({ ...p, person: testPerson(p.testPerson) }));
  const buildingId = await demoBuildingId(tx, lease.building, "termination");
  const firstId = await seedLease(tx, buildingId, today, {
    firstName: first!.person.firstName,
    lastName: first!.person.lastName,
    phone: first!.phone,
    apartmentNumber: lease.apartmentNumber,
    monthsAgo: lease.monthsAgo,
    rooms: lease.rooms,
    areaM2: lease.areaM2,
    contractSerial: lease.contractSerial,
  });
  const [contract] = await tx
    .select({ id: contractParties.contractId })
    .from(contractParties)
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .where(eq(contractParties.personId, firstId))
    .limit(1);
  if (!contract) throw new Error("termination seed: the notice lease was not created");
  const [secondRow] = await tx
    .insert(persons)
    .values({
      firstName: second!.person.firstName,
      lastName: second!.person.lastName,
      ...personPhone(second!.phone),
    })
    .returning({ id: persons.id });
  await tx
    .insert(contractParties)
    .values({ contractId: contract.id, personId: secondRow!.id, kind: "party" });

  for (const [party, personId] of [
    [first!, firstId],
    [second!, secondRow!.id],
  ] as const) {
    await tx
      .update(persons)
      .set({ identityCodeHash: identityCodeHashFor(party.person.identityCode) })
      .where(eq(persons.id, personId));
    await tx.insert(userAccounts).values({
      personId,
      email: party.email,
      passwordHash,
      emailConfirmedAt: new Date(`${addMonths(today, -lease.monthsAgo)}T12:00:00Z`),
      visited: true,
    });
  }
}
