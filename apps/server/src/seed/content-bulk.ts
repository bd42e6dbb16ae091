import { count, like } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema/content.ts";
import { seededRandom } from "./names.ts";

/** Slugs of generated documents start with this, so a second run can tell they exist. */
export const BULK_SLUG_PREFIX = "arkisto-";

const FI: { topics: [string, string][]; fillers: string[] } = {
  topics: [
    ["Saunavuorot", "saunavuorot varataan huoltoyhtiöltä ja vuoro on joka viikko sama"],
    ["Pyöräkellari", "pyörät säilytetään pyöräkellarissa eikä porraskäytävässä"],
    ["Vesivahinko", "vesivahingossa sulje vesi ja soita heti huoltoyhtiön päivystykseen"],
    ["Pysäköinti", "autopaikat jaetaan jonotusjärjestyksessä ja vieraspaikat ovat pihalla"],
    ["Jätehuolto", "lajittele biojäte, pahvi, lasi ja metalli omiin astioihinsa"],
    ["Pesutupa", "pesutuvan vuorot kirjataan listaan ja kone tyhjennetään heti"],
    ["Varastointi", "irtaimistovarastossa ei saa säilyttää palavia nesteitä"],
    ["Asukastoimikunta", "asukastoimikunta kokoontuu kerhohuoneessa kuun ensimmäisenä tiistaina"],
    ["Järjestyssäännöt", "hiljaisuus alkaa kello kymmenen ja jatkuu aamukuuteen"],
    ["Vuokranmaksu", "vuokra maksetaan viitenumerolla kuukauden toisena päivänä"],
  ],
  fillers: [
    "Kysy lisää asiakaspalvelusta.",
    "Ohje koskee kaikkia talon asukkaita.",
    "Muutoksista kerrotaan ilmoitustaululla.",
    "Kiitos, että pidät talon viihtyisänä.",
    "Huoltoyhtiö vastaa yhteisten tilojen kunnosta.",
  ],
};
const EN: typeof FI = {
  topics: [
    ["Sauna shifts", "sauna shifts are booked from maintenance and stay the same every week"],
    ["Bicycle storage", "bicycles are kept in the bicycle storage, not in the stairwell"],
    ["Water leak", "in a water leak turn off the water and call the maintenance emergency line"],
    ["Parking", "parking spaces are given in queue order and guest spaces are in the yard"],
    ["Waste and recycling", "sort biowaste, cardboard, glass and metal into their own bins"],
    ["Laundry room", "laundry shifts are written on the list and the machine is emptied at once"],
    ["Storage", "flammable liquids must not be kept in the storage rooms"],
    ["Residents' committee", "the residents' committee meets in the club room on the first Tuesday"],
    ["House rules", "quiet hours start at ten in the evening and last until six"],
    ["Paying rent", "rent is paid with the reference number on the second day of the month"],
  ],
  fillers: [
    "Ask customer service for more.",
    "This applies to every resident of the building.",
    "Changes are posted on the notice board.",
    "Thank you for keeping the building pleasant.",
    "Maintenance looks after the shared spaces.",
  ],
};

/**
 * `documents` pages and posts (half Finnish, half English) with varied text over the building's
 * everyday topics: enough for the search index to be measured at a realistic size. Nothing is
 * written when generated documents already exist.
 */
export async function seedBulkContent(db: Db, documents: number, today: Date): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(contentPages)
    .where(like(contentPages.slug, `${BULK_SLUG_PREFIX}%`));
  if ((existing?.n ?? 0) > 0) return existing!.n;
  const random = seededRandom(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: (typeof contentPages.$inferInsert)[] = [];
  for (let i = 0; i < documents; i++) {
    const lang = i % 2 === 0 ? "fi" : "en";
    const text = lang === "fi" ? FI : EN;
    const [title, sentence] = pick(text.topics);
    const other = pick(text.topics)[1];
    const paragraphs = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
      const parts = [sentence, pick(text.fillers), other, pick(text.fillers)];
      return `<p>${parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(". ")}</p>`;
    });
    const n = Math.floor(i / 2);
    rows.push({
      kind: n % 5 === 0 ? "post" : "page",
      slug: `${BULK_SLUG_PREFIX}${n}`,
      lang,
      translationGroup: `bulk:${n}`,
      title: `${title} ${n}`,
      html: paragraphs.join("\n"),
      publishedAt: new Date(today.getTime() - n * 3_600_000),
      modifiedAt: new Date(today.getTime() - n * 3_600_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(contentPages).values(rows.slice(i, i + 500));
  return rows.length;
}
