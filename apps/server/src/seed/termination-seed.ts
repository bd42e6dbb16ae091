import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { leaseDetails } from "../db/schema/lease.ts";
import { personPhone, persons, userAccounts } from "../db/schema/persons.ts";
import { addMonths } from "../lib/dates.ts";
import { testPerson, type TestPersonId } from "../sandbox/idp/test-persons.ts";
import { currentContractOf } from "./current-contract.ts";
import { identityCodeHashFor } from "./identity-seed.ts";
import { demoBuildingId, seedLease } from "./lease-seed.ts";

/** A demo lease of its own whose parties have accounts and are the bank's test persons. */
interface NoticeLease {
  building: string;
  apartmentNumber: string;
  monthsAgo: number;
  rooms: number;
  areaM2: number;
  contractSerial: number;
  /** The lease's notice period; absent, the act's one month. */
  noticeMonths?: number;
  parties: readonly [NoticeParty, ...NoticeParty[]];
}
interface NoticeParty {
  testPerson: TestPersonId;
  email: string;
  phone: string;
}

/**
 * The Irtisanoja couple's lease, whose notice goes the whole way (both parties accept, the landlord
 * approves, the lease ends): both are contract parties with accounts and the bank's test persons.
 * It is a lease of its own so that ending it leaves Aino's lease, which the other demos use, as it is.
 */
const NOTICE_LEASE: NoticeLease = {
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
};

/**
 * Paula Pitkänen's lease has a three-month notice period, longer than the act's one month: the
 * form offers its end dates from three months on, the server refuses an earlier one, and the
 * reviewing staff see the period.
 */
const LONG_NOTICE_LEASE: NoticeLease = {
  building: "Tapiolan Kotipuisto",
  apartmentNumber: "T 2",
  monthsAgo: 52,
  rooms: 2,
  areaM2: 51,
  contractSerial: 93002,
  noticeMonths: 3,
  parties: [
    {
      testPerson: "paula-pitkanen",
      email: "paula.pitkanen@example.fi",
      phone: "+358 40 555 7744",
    },
  ],
};

/**
 * Termination's demo leases: Aino and Ville are co-parties of one lease (demo.ts) and may give
 * notice; muuttanut.pois's lease has ended; the company tenant's lease refuses an online notice;
 * Irja and Jussi Irtisanoja share a lease of their own; Paula Pitkänen's has a three-month notice
 * period. Runs inside the demo seed's transaction, after the leases and their details and before
 * billing (which bills the leases made here).
 */
export async function seedTermination(tx: Db, today: string, passwordHash: string): Promise<void> {
  const company = await currentContractOf(tx, "yritys.vuokralainen@example.fi");
  if (!company) throw new Error("termination seed: no current lease for yritys.vuokralainen@example.fi");
  await tx
    .insert(leaseDetails)
    .values({ contractId: company.contractId, hasCompanyTenant: true })
    .onConflictDoUpdate({ target: leaseDetails.contractId, set: { hasCompanyTenant: true } });
  await seedNoticeLease(tx, today, passwordHash, NOTICE_LEASE);
  await seedNoticeLease(tx, today, passwordHash, LONG_NOTICE_LEASE);
}

async function seedNoticeLease(
  tx: Db,
  today: string,
  passwordHash: string,
  lease: NoticeLease,
): Promise<void> {
  const [first, ...others] = lease.parties.map((p) => ({ ...p, person: testPerson(p.testPerson) }));
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
  if (lease.noticeMonths !== undefined)
    await tx.insert(leaseDetails).values({ contractId: contract.id, noticeMonths: lease.noticeMonths });

  const people: [typeof first, string][] = [[first, firstId]];
  for (const other of others) {
    const [row] = await tx
      .insert(persons)
      .values({
        firstName: other.person.firstName,
        lastName: other.person.lastName,
        ...personPhone(other.phone),
      })
      .returning({ id: persons.id });
    await tx.insert(contractParties).values({ contractId: contract.id, personId: row!.id, kind: "party" });
    people.push([other, row!.id]);
  }

  for (const [party, personId] of people) {
    await tx
      .update(persons)
      .set({ identityCodeHash: identityCodeHashFor(party!.person.identityCode) })
      .where(eq(persons.id, personId));
    await tx.insert(userAccounts).values({
      personId,
      email: party!.email,
      passwordHash,
      emailConfirmedAt: new Date(`${addMonths(today, -lease.monthsAgo)}T12:00:00Z`),
      visited: true,
    });
  }
}
