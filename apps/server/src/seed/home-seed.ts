import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FileStore } from "../integrations/files/file-store.ts";
import { addMonths } from "../lib/dates.ts";
import type { Db } from "../db/client.ts";
import { currentContractOf } from "./current-contract.ts";
import { apartmentImages, buildingFacts, customerServiceContacts, waterReadings } from "../db/schema/home.ts";
import { leaseDetails } from "../db/schema/lease.ts";
import { notifications } from "../db/schema/notifications.ts";
import { apartments, buildings } from "../db/schema/organisations.ts";
import { demoApartmentImages, emergencyPlanPdf } from "./demo-files.ts";
import { WATER_CUT } from "./notices-seed.ts";
import { seededRandom } from "./names.ts";

type Facts = Omit<typeof buildingFacts.$inferInsert, "buildingId" | "emergencyPlanKey"> & { plan: boolean };

/** By building name; Tikkurilan Lähde has neither a maintenance company nor an emergency plan. */
const FACTS: Record<string, Facts> = {
  Kirsikkapiha: {
    builtYear: 1987,
    floors: 4,
    heating: "district",
    hasLift: true,
    hasSauna: true,
    hasLaundry: true,
    plan: true,
    maintenanceEmail: "huolto@huoltoassa.example.fi",
    propertyManagerName: "Kaisa Laaksonen",
    propertyManagerEmail: "kaisa.laaksonen@example.fi",
    propertyManagerPhone: "+358 20 555 0150",
  },
  "Tapiolan Kotipuisto": {
    builtYear: 2004,
    floors: 6,
    heating: "geothermal",
    hasLift: true,
    hasSauna: true,
    hasLaundry: false,
    plan: true,
    maintenanceEmail: null,
    propertyManagerName: "Jari Nieminen",
    propertyManagerEmail: "jari.nieminen@example.fi",
    propertyManagerPhone: "+358 20 555 0160",
  },
  "Tikkurilan Lähde": {
    builtYear: 1972,
    floors: 3,
    heating: "district",
    hasLift: false,
    hasSauna: true,
    hasLaundry: true,
    plan: false,
  },
};

const PLAN_LINES = [
  "Hätänumero 112. Soita ensin, sitten varoita muita.",
  "Tulipalossa: sulje ovet perässäsi, älä käytä hissiä.",
  "Kokoontumispaikka: pihan leikkipaikka.",
  "Väestönsuoja: A-rapun kellarikerros.",
  "Alkusammuttimet: jokaisen porraskäytävän 1. kerroksessa.",
  "Sähköpääkeskus ja vesipääsulku: huoltokäytävä, B-rappu.",
];

/** The current contract of a demo account, by its sign-in address. */
async function contractOf(tx: Db, email: string) {
  const row = await currentContractOf(tx, email);
  if (!row) throw new Error(`home seed: no current lease for ${email}`);
  return { id: row.contractId, apartmentId: row.apartmentId };
}

/**
 * Building facts and contacts, apartment images and the emergency plans (real files in `files`),
 * water readings and lease details. Runs inside the demo seed's transaction, after the leases.
 */
export async function seedHome(
  tx: Db,
  today: string,
  files: FileStore,
  organisationId: string,
): Promise<void> {
  await tx.insert(customerServiceContacts).values({ organisationId, ...CUSTOMER_SERVICE });

  const demoBuildings = await tx
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(eq(buildings.organisationId, organisationId));
  for (const b of demoBuildings) {
    const { plan, ...facts } = FACTS[b.name]!;
    let emergencyPlanKey: string | null = null;
    if (plan) {
      emergencyPlanKey = `buildings/${b.id}/emergency-plan-${randomUUID()}.pdf`;
      await files.put(emergencyPlanKey, emergencyPlanPdf(b.name, PLAN_LINES), "application/pdf");
    }
    await tx.insert(buildingFacts).values({ buildingId: b.id, ...facts, emergencyPlanKey });
  }

  const aino = await contractOf(tx, "aino.asukas@example.fi");
  for (const [position, image] of (await demoApartmentImages()).entries()) {
    const fileKey = `apartments/${aino.apartmentId}/${randomUUID()}.jpg`;
    await files.put(fileKey, image.jpeg, "image/jpeg");
    const { captionFi, captionSv, captionEn, width, height } = image;
    await tx.insert(apartmentImages).values({
      apartmentId: aino.apartmentId,
      fileKey,
      contentType: "image/jpeg",
      captionFi,
      captionSv,
      captionEn,
      width,
      height,
      position,
    });
  }

  await seedWaterReadings(
    tx,
    today,
    demoBuildings.map((b) => b.id),
  );

  const pekka = await contractOf(tx, "pekka.puhelin@example.fi");
  await tx.insert(leaseDetails).values([
    { contractId: aino.id, type: "residential", waterBilling: "consumption" },
    { contractId: pekka.id, type: "residential", waterBilling: "consumption" },
  ]);
  await tx.insert(notifications).values({
    contractId: pekka.id,
    priority: "normal",
    category: "normal",
    isCloseable: true,
    // The building's water cut, as its urgent notice tells it (one value for its hours).
    meta: {
      title: { ...WATER_CUT.title },
      body: {
        fi: `Vesi on poikki ${WATER_CUT.fi.when} ${WATER_CUT.fi.why}. Kiitos kärsivällisyydestä!`,
        sv: `Vattnet är avstängt ${WATER_CUT.sv.when} ${WATER_CUT.sv.why}. Tack för ert tålamod!`,
        en: `There is no water ${WATER_CUT.en.when} ${WATER_CUT.en.why}. Thank you for your patience!`,
      },
    },
  });
}

/**
 * Month-end meter readings for 25 months up to the end of last month (the first is the base the
 * next month's use is counted from). About 120 litres a person a day, 40 % of it hot.
 */
async function seedWaterReadings(tx: Db, today: string, buildingIds: string[]): Promise<void> {
  const rand = seededRandom(9);
  const flats = await tx
    .select({ id: apartments.id, rooms: apartments.rooms })
    .from(apartments)
    .where(inArray(apartments.buildingId, buildingIds));
  const thisMonth = `${today.slice(0, 7)}-01`;
  const rows: (typeof waterReadings.$inferInsert)[] = [];
  for (const flat of flats) {
    let cold = Math.floor(rand() * 400_000);
    let hot = Math.floor(rand() * 250_000);
    const people = Math.max(1, flat.rooms - 1 + Math.round(rand()));
    for (let i = -25; i <= -1; i++) {
      const month = addMonths(thisMonth, i);
      const winter = [11, 12, 1, 2].includes(Number(month.slice(5, 7))) ? 1.1 : 1;
      const litres = people * 120 * 30 * winter * (0.85 + rand() * 0.3);
      cold += Math.round(litres * 0.6);
      hot += Math.round(litres * 0.4);
      rows.push({ apartmentId: flat.id, month, coldLitres: cold, hotLitres: hot });
    }
  }
  await tx.insert(waterReadings).values(rows);
}
