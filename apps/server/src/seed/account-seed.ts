import { addMonths } from "../lib/dates.ts";
import type { Db } from "../db/client.ts";
import { lockKey } from "../modules/auth/account-lock.service.ts";
import { userAccounts } from "../db/schema/persons.ts";
import { signInFailures } from "../db/schema/throttling.ts";
import { demoBuildingId, seedLease, type SeededLease } from "./lease-seed.ts";

interface SeededTenant extends Omit<SeededLease, "contractSerial"> {
  email: string;
  /** False: the address was never confirmed, so sign-in asks for the mailed code. */
  confirmed: boolean;
  /** Password sign-in locked after 100 failures in a row, until a bank identification lifts it. */
  locked?: boolean;
  /** The demo building the apartment is in; Kirsikkapiha unless named. */
  building?: string;
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
    // The building without a maintenance company or an emergency plan: its pages say so.
    building: "Tikkurilan Lähde",
    monthsAgo: 30,
    rooms: 2,
    areaM2: 52,
  },
  {
    firstName: "Lauri",
    lastName: "Lukittu",
    email: "lukittu.asukas@example.fi",
    phone: "+358 40 555 7722",
    protectionOrder: false,
    confirmed: true,
    locked: true,
    apartmentNumber: "C 4",
    monthsAgo: 9,
    rooms: 2,
    areaM2: 44.5,
  },
  {
    // The password-reset journey's own account: a reset ends every session of the account and
    // changes its password, so no other journey may share it.
    firstName: "Outi",
    lastName: "Unohtaja",
    email: "outi.unohtaja@example.fi",
    phone: "+358 40 555 7733",
    protectionOrder: true,
    confirmed: true,
    apartmentNumber: "C 5",
    building: "Tikkurilan Lähde",
    monthsAgo: 20,
    rooms: 1,
    areaM2: 34,
  },
  {
    // The lease has a company as a party too (termination-seed.ts): it cannot be terminated online.
    firstName: "Yrjö",
    lastName: "Yrittäjä",
    email: "yritys.vuokralainen@example.fi",
    phone: "+358 40 555 7744",
    protectionOrder: false,
    confirmed: true,
    apartmentNumber: "C 6",
    monthsAgo: 26,
    rooms: 2,
    areaM2: 48,
  },
];

/**
 * Runs inside the demo seed's transaction, before the identity seed (which links the sandbox's
 * test persons, Pekka among them, to seeded persons by name).
 */
export async function seedAccountFlowTenants(tx: Db, today: string, passwordHash: string): Promise<void> {
  for (const [i, t] of TENANTS.entries()) {
    const buildingId = await demoBuildingId(tx, t.building ?? "Kirsikkapiha", "account");
    const personId = await seedLease(tx, buildingId, today, { ...t, contractSerial: 91001 + i });
    const [account] = await tx
      .insert(userAccounts)
      .values({
        personId,
        email: t.email,
        passwordHash,
        emailConfirmedAt: t.confirmed ? new Date(`${addMonths(today, -t.monthsAgo)}T12:00:00Z`) : null,
        visited: t.confirmed,
      })
      .returning({ id: userAccounts.id });
    if (t.locked && account) {
      const at = new Date(`${today}T06:00:00Z`);
      const key = lockKey(account.id, t.email);
      await tx.insert(signInFailures).values({ key, consecutive: 100, lastFailureAt: at, lockedAt: at });
    }
  }
}
