import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { FileStore } from "../integrations/files/file-store.ts";
import { addDays } from "../lib/dates.ts";
import { SYSTEM } from "../lib/workflow.ts";
import { createFaultsRepository, type StoredAttachment } from "../modules/faults/faults.repository.ts";
import { createMessagesRepository } from "../modules/messages/messages.repository.ts";
import type { Db } from "../db/client.ts";
import { currentContractOf } from "./current-contract.ts";

/** Morning in Helsinki on a day relative to `today`. */
const at = (today: string, days: number, hour: number) =>
  new Date(`${addDays(today, days)}T${String(hour).padStart(2, "0")}:00:00+02:00`);

/** A photo of a radiator as a tenant would take it, drawn so the seed needs no image files. */
async function radiatorPhoto(files: FileStore): Promise<StoredAttachment> {
  const fins = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${150 + i * 42}" y="220" width="30" height="260" rx="8" fill="#e8e6e1"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#cfd8dc"/><rect y="480" width="800" height="120" fill="#8d6e63"/>${fins.join("")}<rect x="140" y="210" width="520" height="20" fill="#d7d4cf"/></svg>`;
  const image = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const storageKey = `defect-notices/${randomUUID()}`;
  const { size } = await files.put(storageKey, image, "image/jpeg");
  return { storageKey, contentType: "image/jpeg", extension: "jpg", size };
}

/**
 * Aino's fault reports (one received, one in handling with a photo, one completed) and messages to
 * customer service, each with its status history (moved by the system: the demo world has no
 * staff). Runs inside the demo seed's transaction.
 */
export async function seedFaultsAndMessages(tx: Db, today: string, files: FileStore): Promise<void> {
  const aino = await currentContractOf(tx, "aino.asukas@example.fi");
  if (!aino) throw new Error("faults seed: no current lease for Aino");

  const faults = createFaultsRepository(tx);
  const report = {
    hasPetsInApartment: false,
    petsDescription: null,
    phone: "+358401234567",
    language: "fi",
  } as const;
  const dishwasher = await faults.insert(
    aino,
    {
      ...report,
      title: "Astianpesukone ei tyhjennä vettä",
      description: "Koneen pohjalle jää vettä jokaisen pesun jälkeen. Suodatin on puhdistettu.",
      defectClass: "repair",
      affectedArea: "apartment",
      masterKeyAccessAllowed: true,
    },
    [],
    at(today, -40, 9),
    tx,
  );
  await faults.moveState(
    { id: dishwasher, from: "Sent", to: "InProgress", actor: SYSTEM, at: at(today, -39, 10) },
    tx,
  );
  await faults.moveState(
    { id: dishwasher, from: "InProgress", to: "Ready", actor: SYSTEM, at: at(today, -35, 14) },
    tx,
  );

  const radiator = await faults.insert(
    aino,
    {
      ...report,
      title: "Makuuhuoneen patteri ei lämpene",
      description: "Patteri on kylmä, vaikka termostaatti on täysillä. Muut patterit toimivat.",
      defectClass: "hvac",
      affectedArea: "apartment",
      hasPetsInApartment: true,
      petsDescription: "Kissa, pysyy yleensä olohuoneessa.",
      masterKeyAccessAllowed: false,
    },
    [await radiatorPhoto(files)],
    at(today, -6, 8),
    tx,
  );
  await faults.moveState(
    { id: radiator, from: "Sent", to: "InProgress", actor: SYSTEM, at: at(today, -5, 11) },
    tx,
  );

  await faults.insert(
    aino,
    {
      ...report,
      title: "Ulko-oven lukko jumittaa",
      description: "A-rapun ulko-oven avain kääntyy vain kovalla voimalla.",
      defectClass: "locks",
      affectedArea: "publicSpaces",
      masterKeyAccessAllowed: false,
    },
    [],
    at(today, -1, 18),
    tx,
  );

  const messages = createMessagesRepository(tx);
  const balcony = await messages.insert(
    aino,
    {
      category: 471,
      subcategory: "propertymanagement",
      subject: "Parvekelasituksen huolto",
      content: "Parvekelasin liukukisko on irronnut. Voiko sen korjata huollon käynnin yhteydessä?",
      language: "fi",
    },
    at(today, -20, 12),
    tx,
  );
  await messages.moveState(
    { id: balcony, from: "Sent", to: "InProgress", actor: SYSTEM, at: at(today, -19, 9) },
    tx,
  );
  await messages.moveState(
    { id: balcony, from: "InProgress", to: "Ready", actor: SYSTEM, at: at(today, -15, 13) },
    tx,
  );
  const plan = await messages.insert(
    aino,
    {
      category: 473,
      subcategory: "debtrepayment",
      subject: "Maksusuunnitelma",
      content: "Haluaisin maksaa rästin kolmessa erässä. Sopiiko tämä?",
      language: "fi",
    },
    at(today, -3, 10),
    tx,
  );
  await messages.moveState(
    { id: plan, from: "Sent", to: "InProgress", actor: SYSTEM, at: at(today, -2, 9) },
    tx,
  );
}
