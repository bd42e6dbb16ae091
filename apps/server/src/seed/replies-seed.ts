import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { defectNotices } from "../db/schema/faults.ts";
import { contactRequests } from "../db/schema/messages.ts";
import { staffMembers } from "../db/schema/staff.ts";
import { addDays } from "../lib/dates.ts";
import { createRepliesRepository } from "../modules/replies/replies.repository.ts";
import { createReplyTemplates } from "./reply-templates-seed.ts";

/** Half past the hour in Helsinki on a day relative to `today`: after the seeded moves of that hour. */
const at = (today: string, days: number, hour: number) =>
  new Date(`${addDays(today, days)}T${String(hour).padStart(2, "0")}:30:00+02:00`);

/**
 * Ready-made replies, and customer service's replies on Aino's completed fault report and message
 * and an internal note on the report in handling: the tenant's pages show a conversation to answer.
 * After the staff and the fault and message seeds.
 */
export async function seedReplies(tx: Db, today: string): Promise<void> {
  await createReplyTemplates(tx, at(today, -60, 8));
  const repo = createRepliesRepository(tx);
  const [asta] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, "asta.asiakaspalvelu@kotikallio.example.fi"));
  if (!asta) throw new Error("replies seed: no demo staff member Asta");
  const actor = { kind: "staff", staffId: asta.id } as const;
  const report = async (title: string) => {
    const [row] = await tx
      .select({ id: defectNotices.id })
      .from(defectNotices)
      .where(eq(defectNotices.title, title));
    if (!row) throw new Error(`replies seed: no fault report ${title}`);
    return row.id;
  };

  await repo.insert(
    "fault-reports",
    await report("Astianpesukone ei tyhjennä vettä"),
    {
      kind: "reply",
      body: "Huoltomies puhdisti astianpesukoneen poistoletkun, joka oli tukossa. Jos vettä jää taas koneen pohjalle, vastaa tähän, niin tulemme uudelleen.",
      language: "fi",
      actor,
    },
    at(today, -35, 14),
    tx,
  );
  await repo.insert(
    "fault-reports",
    await report("Makuuhuoneen patteri ei lämpene"),
    {
      kind: "note",
      body: "Sisäinen muistiinpano: patteriventtiili tilattu, asukkaalla kissa.",
      language: "fi",
      actor,
    },
    at(today, -5, 12),
    tx,
  );
  const [balcony] = await tx
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.subject, "Parvekelasituksen huolto"));
  if (!balcony) throw new Error("replies seed: no message about the balcony glazing");
  await repo.insert(
    "messages",
    balcony.id,
    {
      kind: "reply",
      body: "Parvekelasien liukukisko korjataan huollon seuraavalla käynnillä. Huolto ilmoittaa käynnistä porrashuoneen ilmoitustaululla.",
      language: "fi",
      actor,
    },
    at(today, -15, 13),
    tx,
  );
}
