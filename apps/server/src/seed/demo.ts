import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMPANY } from "@portal/schemas/company";
import { count } from "drizzle-orm";
import type { FileStore } from "../integrations/files/file-store.ts";
import { createLocalFileStore } from "../integrations/files/local-file-store.ts";
import type { Db } from "../db/client.ts";
import { apartments, buildings, organisations, type Branding } from "../db/schema/organisations.ts";
import { personPhone, persons, userAccounts } from "../db/schema/persons.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { addDays, addMonths } from "../lib/dates.ts";
import { hashPassword } from "../lib/password.ts";
import { DEMO_PASSWORD, type DemoEmail } from "./accounts.ts";
import { seedMainMenu } from "./menu-seed.ts";
import { seedContent } from "./content-seed.ts";
import { seedAccountFlowTenants } from "./account-seed.ts";
import { seedIdentities } from "./identity-seed.ts";
import { seedBilling } from "./billing-seed.ts";
import { seedExchange } from "./exchange-seed.ts";
import { seedBookings } from "./bookings-seed.ts";
import { seedTermination } from "./termination-seed.ts";
import { seedHome } from "./home-seed.ts";
import { seedNotices } from "./notices-seed.ts";
import { seedFaultsAndMessages } from "./faults-seed.ts";
import { seedStaff } from "./staff-seed.ts";
import { seedReplies } from "./replies-seed.ts";
import { seedCommitteeForms } from "./committee-forms-seed.ts";
import { FIRST_NAMES, LAST_NAMES, pick, seededRandom } from "./names.ts";

const BRANDING: Branding = {
  logoText: "Kotikallio",
  colors: {
    mint: "#7fd1b9",
    lemon: "#f6e27f",
    carrot: "#f29e4c",
    peppermint: "#d9f2e6",
    strawberry: "#e5566d",
    coal: "#1f2933",
    turquoise: "#1b998b",
    charcoal: "#3e4c59",
    error: "#b00020",
  },
};

const BUILDINGS = [
  {
    name: "Kirsikkapiha",
    streetAddress: "Kirsikkatie 5",
    postalCode: "00710",
    city: "Helsinki",
    maintenance: ["Huoltoässä Oy", "+358 20 555 0101"],
  },
  {
    name: "Tapiolan Kotipuisto",
    streetAddress: "Kotipuistontie 3",
    postalCode: "02100",
    city: "Espoo",
    maintenance: ["Espoon Kiinteistöpalvelu Oy", "+358 20 555 0202"],
  },
  {
    name: "Tikkurilan Lähde",
    streetAddress: "Lähdepolku 8",
    postalCode: "01300",
    city: "Vantaa",
    maintenance: null,
  },
] as const;

const APARTMENTS_PER_BUILDING = 12;

/** Apartment labels as on the doors: two staircases, running numbers. */
function apartmentNumber(i: number): string {
  return `${i < APARTMENTS_PER_BUILDING / 2 ? "A" : "B"} ${i + 1}`;
}

interface Named {
  first: string;
  last: string;
  email?: DemoEmail | string;
  phone?: string | null;
  protectionOrder?: boolean;
  visited?: boolean;
  newsletter?: boolean;
}

export async function hasOrganisations(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return (row?.n ?? 0) > 0;
}

/**
 * A realistic small world relative to `today`, so every sign-in state exists on any day the demo
 * runs. One transaction: a crash mid-seed leaves an empty database that is seeded again next start.
 * Apartment images and emergency plans go to `files` (the app must serve from the same store);
 * without one, to a fresh temporary directory.
 */
export async function seedDemo(
  db: Db,
  today: string,
  files: FileStore = createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-"))),
): Promise<void> {
  // Hashing once keeps the seed fast; every demo account shares the demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rand = seededRandom(2026);

  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ name: COMPANY.name, branding: BRANDING })
      .returning();
    if (!org) throw new Error("organisation insert returned nothing");

    const buildingRows = await tx
      .insert(buildings)
      .values(
        BUILDINGS.map((b) => ({
          organisationId: org.id,
          name: b.name,
          streetAddress: b.streetAddress,
          postalCode: b.postalCode,
          city: b.city,
          maintenanceCompanyName: b.maintenance?.[0] ?? null,
          maintenanceEmergencyNumber: b.maintenance?.[1] ?? null,
        })),
      )
      .returning({ id: buildings.id });

    const apartmentValues = buildingRows.flatMap((b) =>
      Array.from({ length: APARTMENTS_PER_BUILDING }, (_, i) => {
        const rooms = 1 + Math.floor(rand() * 4);
        const areaM2 = Math.round((22 + rooms * 14 + rand() * 12) * 10) / 10;
        return { buildingId: b.id, apartmentNumber: apartmentNumber(i), rooms, areaM2 };
      }),
    );
    // The featured tenant's home gets a fixed, decimal area so screens show "54,5 m²".
    const ainoHome = { ...apartmentValues[11]!, rooms: 2, areaM2: 54.5 };
    apartmentValues[11] = ainoHome;
    const apts = await tx
      .insert(apartments)
      .values(apartmentValues)
      .returning({ id: apartments.id, areaM2: apartments.areaM2 });
    const apt = (building: number, index: number) => apts[building * APARTMENTS_PER_BUILDING + index]!;

    let contractSeq = 0;
    const addPerson = async (p: Named) => {
      const [row] = await tx
        .insert(persons)
        .values({
          firstName: p.first,
          lastName: p.last,
          ...personPhone(p.phone ?? null),
          protectionOrder: p.protectionOrder ?? false,
        })
        .returning({ id: persons.id });
      if (p.email) {
        await tx.insert(userAccounts).values({
          personId: row!.id,
          email: p.email.toLowerCase(),
          passwordHash,
          emailConfirmedAt: new Date(`${addMonths(today, -24)}T12:00:00Z`),
          newsletter: p.newsletter ?? false,
          visited: p.visited ?? true,
        });
      }
      return row!.id;
    };
    const addContract = async (
      apartment: { id: string; areaM2: number },
      startDate: string,
      endDate: string | null,
      parties: { personId: string; kind: "party" | "other" }[],
    ) => {
      contractSeq++;
      const [c] = await tx
        .insert(contracts)
        .values({
          apartmentId: apartment.id,
          contractNumber: `VS-${startDate.slice(0, 4)}-${String(contractSeq).padStart(5, "0")}`,
          startDate,
          endDate,
          // Roughly 17 €/m² a month, rounded to whole euros as rent decisions usually are.
          monthlyRentCents: Math.round(apartment.areaM2 * 17) * 100,
          dueDay: 2,
        })
        .returning({ id: contracts.id });
      await tx.insert(contractParties).values(parties.map((p) => ({ contractId: c!.id, ...p })));
    };

    // The six demo accounts, one per sign-in state.
    const aino = await addPerson({
      first: "Aino",
      last: "Asukas",
      email: "aino.asukas@example.fi",
      phone: "+358 40 555 1234",
      newsletter: true,
    });
    const ville = await addPerson({
      first: "Ville",
      last: "Vuokralainen",
      email: "ville.vuokralainen@example.fi",
      phone: "+358 50 555 2345",
    });
    const ainoChild = await addPerson({ first: "Eetu", last: "Asukas" });
    await addContract(apt(0, 11), addMonths(today, -24), null, [
      { personId: aino, kind: "party" },
      { personId: ville, kind: "party" },
      { personId: ainoChild, kind: "other" },
    ]);
    await addContract(apt(1, 4), addMonths(today, -60), addDays(addMonths(today, -24), -1), [
      { personId: aino, kind: "party" },
    ]);

    const uusi = await addPerson({
      first: "Ulla",
      last: "Uusitalo",
      email: "uusi.asukas@example.fi",
      phone: "+358 44 555 3456",
      visited: false,
    });
    await addContract(apt(2, 0), addDays(today, 20), null, [{ personId: uusi, kind: "party" }]);
    const moved = await addPerson({
      first: "Matti",
      last: "Muuttonen",
      email: "muuttanut.pois@example.fi",
      phone: null,
    });
    await addContract(apt(1, 0), addMonths(today, -40), addDays(today, -10), [
      { personId: moved, kind: "party" },
    ]);
    const old = await addPerson({
      first: "Veikko",
      last: "Vanhanen",
      email: "vanha.asukas@example.fi",
      phone: "+358 45 555 4567",
    });
    await addContract(apt(2, 1), addMonths(today, -80), addDays(today, -45), [
      { personId: old, kind: "party" },
    ]);
    await addPerson({
      first: "Eeva",
      last: "Esimerkki",
      email: "ei.sopimusta@example.fi",
      phone: "+358 40 555 5678",
      protectionOrder: true,
    });

    // Everyone else: one current lease per remaining apartment, many with a co-tenant or a child.
    const taken = new Set([apt(0, 11).id, apt(2, 0).id]);
    let n = 0;
    for (const a of apts) {
      if (taken.has(a.id)) continue;
      n++;
      const last = pick(rand, LAST_NAMES);
      const first = pick(rand, FIRST_NAMES);
      const main = await addPerson({
        first,
        last,
        email: `${first}.${last}.${n}@example.fi`.toLowerCase().replace(/ä/g, "a").replace(/ö/g, "o"),
        phone: `+358 40 555 ${String(6000 + n).padStart(4, "0")}`,
        newsletter: rand() < 0.4,
      });
      const parties: { personId: string; kind: "party" | "other" }[] = [{ personId: main, kind: "party" }];
      if (rand() < 0.4)
        parties.push({ personId: await addPerson({ first: pick(rand, FIRST_NAMES), last }), kind: "party" });
      if (rand() < 0.3)
        parties.push({ personId: await addPerson({ first: pick(rand, FIRST_NAMES), last }), kind: "other" });
      await addContract(a, addMonths(today, -(3 + Math.floor(rand() * 100))), null, parties);
    }

    await seedAccountFlowTenants(tx, today, passwordHash);
    await seedIdentities(tx, today);
    await seedHome(tx, today, files, org.id);
    await seedTermination(tx, today, passwordHash);
    await seedFaultsAndMessages(tx, today, files);
    // Last: it bills every contract the seeds above created.
    await seedBilling(tx, today);
    // After billing: Aino's weekly sauna turn is billed by the sauna fee target it created.
    await seedBookings(tx, today);
    await seedMainMenu(tx);
    await seedContent(tx, today);
    await seedStaff(tx);
    await seedReplies(tx, today);
    await seedCommitteeForms(tx, today);
    await seedNotices(tx, today, files);
    // After billing: the exchange tenants' new leases carry no debt.
    await seedExchange(tx, today, passwordHash);
  });
}
