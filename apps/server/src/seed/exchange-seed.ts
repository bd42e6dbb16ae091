// The apartment exchange's demo: two tenants of their own for the exchange journeys (Vilja in
// Espoo, eligible and without a notice; Kaisa in Vantaa, with a published notice that wishes for
// Espoo) and a handful of published notices of other tenants in the three cities, so the list, its
// filters and the matches have something to show. Runs after the billing seed: the two exchange
// tenants' leases have no bills yet, so no debt stops them.
import { and, asc, eq, isNull, like, ne } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { exchangeNotices } from "../db/schema/exchange.ts";
import { userAccounts } from "../db/schema/persons.ts";
import { addDays, addMonths } from "../lib/dates.ts";
import { SYSTEM } from "../lib/workflow.ts";
import { buildingTypeOf, createExchangeRepository, hashSecret } from "../modules/exchange/index.ts";
import { demoBuildingId, seedLease } from "./lease-seed.ts";

export const EXCHANGE_DEMO = {
  /** Eligible, without a notice: the journey writes one. */
  writer: "vilja.vaihtaja@example.fi",
  /** Has a published notice wishing for Espoo: finds the writer's notice and matches it. */
  partner: "kaisa.kumppani@example.fi",
} as const;

const TENANTS = [
  {
    email: EXCHANGE_DEMO.writer,
    firstName: "Vilja",
    lastName: "Vaihtaja",
    phone: "+358 40 555 8811",
    building: "Tapiolan Kotipuisto",
    apartmentNumber: "E 1",
    monthsAgo: 30,
    rooms: 3,
    areaM2: 74,
  },
  {
    email: EXCHANGE_DEMO.partner,
    firstName: "Kaisa",
    lastName: "Kumppani",
    phone: "+358 40 555 8822",
    building: "Tikkurilan Lähde",
    apartmentNumber: "E 2",
    monthsAgo: 40,
    rooms: 2,
    areaM2: 52.5,
  },
] as const;

interface Wish {
  description: string;
  wishText: string;
  wishCities: string[];
  wishRooms: number[];
  wishAreaMin: number | null;
  wishAreaMax: number | null;
  wishRentMaxCents: number | null;
}

/** What the demo notices say, in turn (Finnish, as tenants write them). */
const WISHES: Wish[] = [
  {
    description: "Valoisa kaksio, jossa lasitettu parveke. Kauppa ja bussipysäkki ovat aivan vieressä.",
    wishText: "Perheemme kasvaa: etsimme kolmiota Espoosta, mieluiten Tapiolan läheltä.",
    wishCities: ["Espoo"],
    wishRooms: [3, 4],
    wishAreaMin: 65,
    wishAreaMax: null,
    wishRentMaxCents: 150_000,
  },
  {
    description: "Rauhallinen yksiö ylimmässä kerroksessa, hyvät kulkuyhteydet keskustaan.",
    wishText: "Haluaisin vaihtaa kaksioon Helsingissä tai Vantaalla.",
    wishCities: ["Helsinki", "Vantaa"],
    wishRooms: [2],
    wishAreaMin: 40,
    wishAreaMax: 60,
    wishRentMaxCents: 110_000,
  },
  {
    description: "Tilava kolmio, jossa oma sauna ja iso piha lapsille.",
    wishText: "Lapset ovat muuttaneet pois, joten etsimme pienempää kotia Helsingistä.",
    wishCities: ["Helsinki"],
    wishRooms: [1, 2],
    wishAreaMin: null,
    wishAreaMax: 55,
    wishRentMaxCents: null,
  },
  {
    description: "Kaksio puiston laidalla, remontoitu keittiö ja kylpyhuone.",
    wishText: "Työpaikka vaihtui Espooseen, joten etsin kaksiota tai kolmiota sieltä.",
    wishCities: ["Espoo"],
    wishRooms: [2, 3],
    wishAreaMin: 45,
    wishAreaMax: null,
    wishRentMaxCents: 130_000,
  },
  {
    description: "Kolmio hissitalossa, parveke etelään.",
    wishText: "Etsimme vastaavaa kotia Vantaalta lähempää isovanhempia.",
    wishCities: ["Vantaa"],
    wishRooms: [3],
    wishAreaMin: 60,
    wishAreaMax: 90,
    wishRentMaxCents: null,
  },
  {
    description: "Yksiö, jossa toimiva pohjaratkaisu ja oma vaatehuone.",
    wishText: "Vaihtaisin isompaan yksiöön tai kaksioon mistä tahansa yhtiön kohteesta.",
    wishCities: ["Helsinki", "Espoo", "Vantaa"],
    wishRooms: [1, 2],
    wishAreaMin: 30,
    wishAreaMax: null,
    wishRentMaxCents: 100_000,
  },
];

/** Kaisa's notice: her Vantaa two-room home for a three-room one in Espoo. */
const PARTNER_WISH: Wish = {
  description: "Viihtyisä kaksio hiljaisella pihalla, lähellä Tikkurilan asemaa.",
  wishText: "Toivomme kolmiota Espoosta, jotta lapsilla olisi omat huoneet.",
  wishCities: ["Espoo"],
  wishRooms: [3],
  wishAreaMin: 60,
  wishAreaMax: null,
  wishRentMaxCents: 160_000,
};

export async function seedExchange(tx: Db, today: string, passwordHash: string): Promise<void> {
  const repo = createExchangeRepository(tx);
  for (const [i, t] of TENANTS.entries()) {
    const buildingId = await demoBuildingId(tx, t.building, "exchange");
    const personId = await seedLease(tx, buildingId, today, { ...t, contractSerial: 92001 + i });
    await tx.insert(userAccounts).values({
      personId,
      email: t.email,
      passwordHash,
      emailConfirmedAt: new Date(`${addMonths(today, -t.monthsAgo)}T12:00:00Z`),
      visited: true,
    });
  }

  /** Publishes a notice for the account's current lease, `daysAgo` days ago. */
  const publish = async (email: string, wish: Wish, daysAgo: number) => {
    const [who] = await tx
      .select({
        userId: userAccounts.id,
        personId: userAccounts.personId,
        contractId: contracts.id,
      })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
      .where(and(eq(userAccounts.email, email), isNull(contracts.endDate)))
      .limit(1);
    if (!who) throw new Error(`exchange seed: ${email} has no current lease`);
    const lease = await repo.lease(who, today);
    if (!lease) throw new Error(`exchange seed: ${email}'s lease is missing`);
    const [first] = email.split(".");
    const name = first ? first[0]!.toUpperCase() + first.slice(1) : "Asukas";
    const at = new Date(`${addDays(today, -daysAgo)}T09:00:00Z`);
    const expiresAt = new Date(`${addMonths(addDays(today, -daysAgo), 3)}T09:00:00Z`);
    const [row] = await tx
      .insert(exchangeNotices)
      .values({
        userId: who.userId,
        contractId: who.contractId,
        buildingId: lease.buildingId,
        state: "published",
        secretHash: hashSecret(randomBytes(32).toString("base64url")),
        language: "fi",
        streetAddress: lease.streetAddress,
        postalCode: lease.postalCode,
        city: lease.city,
        rooms: lease.rooms,
        areaM2: lease.areaM2,
        rentCents: lease.rentCents,
        waterAdvanceCents: lease.waterAdvanceCents,
        buildingType: buildingTypeOf(lease.floors),
        builtYear: lease.builtYear,
        apartmentsInBuilding: lease.apartmentsInBuilding,
        floors: lease.floors,
        lift: lease.lift,
        ...wish,
        wishRentMinCents: null,
        contactName: name,
        contactPhone: null,
        contactEmail: email,
        publishedAt: at,
        expiresAt,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: exchangeNotices.id });
    await repo.record(row!.id, "new", at, SYSTEM, tx);
    await repo.record(row!.id, "published", at, SYSTEM, tx);
  };

  await publish(EXCHANGE_DEMO.partner, PARTNER_WISH, 3);
  // Other tenants of the demo world (the generated ones: first.last.n@example.fi), in a fixed order.
  const others = await tx
    .selectDistinct({ email: userAccounts.email })
    .from(userAccounts)
    .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .where(
      and(
        like(userAccounts.email, "%.%.%@example.fi"),
        isNull(contracts.endDate),
        ne(contractParties.kind, "other"),
      ),
    )
    .orderBy(asc(userAccounts.email));
  // Every fifth, so the notices fall in all three buildings.
  const chosen = others.filter((_, i) => i % 5 === 0).slice(0, WISHES.length);
  for (const [i, { email }] of chosen.entries()) await publish(email, WISHES[i]!, 5 + i * 4);
}
