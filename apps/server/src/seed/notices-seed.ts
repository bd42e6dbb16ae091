// A year of the company's notices and events for the featured tenant's building (Kirsikkapiha),
// its documents in each group, and nothing for the building without them (Tikkurilan Lähde), whose
// pages show their empty states.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contracts } from "../db/schema/contracts.ts";
import {
  companyPostBuildings,
  companyPosts,
  costCenterBuildings,
  costCenters,
  documents,
} from "../db/schema/notices.ts";
import { buildings } from "../db/schema/organisations.ts";
import { contractParties } from "../db/schema/contracts.ts";
import { userAccounts } from "../db/schema/persons.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import { onePagePdf } from "./demo-files.ts";

const DAY = 86_400_000;

/** A post's title and text (HTML) in one language. */
type Text = [title: string, text: string];

interface DemoNotice {
  daysAgo: number;
  fi: Text;
  sv: Text;
  en: Text;
  urgent?: boolean;
  /** Days from today; negative: already expired. */
  expiresInDays?: number;
}

/**
 * The building's water cut, one fact told in two places: the urgent notice (its bulletin) and the
 * notification of a tenant of the building (home-seed.ts). Its hours are written once, here.
 */
export const WATER_CUT = {
  title: { fi: "Vesikatko torstaina", sv: "Vattenavbrott på torsdag", en: "Water cut on Thursday" },
  fi: { when: "torstaina klo 9–12", why: "putkitöiden vuoksi" },
  sv: { when: "på torsdag kl. 9–12", why: "på grund av rörarbeten" },
  en: { when: "on Thursday from 9 to 12", why: "for pipe work" },
} as const;

/** Newest first; 14 in the list (two pages), one expired and one not yet published. */
export const DEMO_NOTICES: DemoNotice[] = [
  {
    daysAgo: 1,
    urgent: true,
    expiresInDays: 14,
    fi: [
      WATER_CUT.title.fi,
      `<p>Talon vesi on poikki <strong>${WATER_CUT.fi.when}</strong> ${WATER_CUT.fi.why}. Laske vettä valmiiksi kannuihin.</p>`,
    ],
    sv: [
      WATER_CUT.title.sv,
      `<p>Husets vatten är avstängt <strong>${WATER_CUT.sv.when}</strong> ${WATER_CUT.sv.why}. Tappa upp vatten i kannor i förväg.</p>`,
    ],
    en: [
      WATER_CUT.title.en,
      `<p>The building's water is off <strong>${WATER_CUT.en.when}</strong> ${WATER_CUT.en.why}. Fill some jugs in advance.</p>`,
    ],
  },
  {
    daysAgo: 9,
    fi: [
      "Pihatalkoot toukokuussa",
      "<p>Pihatalkoot pidetään toukokuussa. Katso tarkempi aika tapahtumista.</p>",
    ],
    sv: ["Gårdstalko i maj", "<p>Gårdstalkot hålls i maj. Se närmare tid bland evenemangen.</p>"],
    en: ["Yard clean-up day in May", "<p>The yard clean-up is held in May. See the events for the time.</p>"],
  },
  {
    daysAgo: 21,
    fi: [
      "Porrashuoneiden siivous",
      "<p>Porrashuoneet pestään ensi viikolla. Siirräthän kengät ja kynnysmatot pois käytävältä.</p>",
    ],
    sv: [
      "Städning av trapphusen",
      "<p>Trapphusen tvättas nästa vecka. Flytta skor och dörrmattor bort från trappavsatsen.</p>",
    ],
    en: [
      "Stairwell cleaning",
      "<p>The stairwells are washed next week. Please move shoes and doormats off the landing.</p>",
    ],
  },
  {
    daysAgo: 35,
    fi: [
      "Saunavuorojen muutos",
      "<p>Yhteissaunan vuorot muuttuvat 1. päivästä alkaen. Uudet vuorot ovat ilmoitustaululla.</p>",
    ],
    sv: [
      "Bastuturerna ändras",
      "<p>Den gemensamma bastuns turer ändras från och med den 1. De nya turerna finns på anslagstavlan.</p>",
    ],
    en: [
      "Sauna turns change",
      "<p>The shared sauna's turns change from the 1st. The new turns are on the notice board.</p>",
    ],
  },
  {
    daysAgo: 52,
    fi: [
      "Ilmanvaihdon huolto",
      "<p>Ilmanvaihtokoneen suodattimet vaihdetaan. Työ ei vaadi pääsyä asuntoihin.</p>",
    ],
    sv: [
      "Service av ventilationen",
      "<p>Ventilationsaggregatets filter byts. Arbetet kräver inte tillträde till bostäderna.</p>",
    ],
    en: [
      "Ventilation maintenance",
      "<p>The ventilation unit's filters are changed. The work needs no access to the flats.</p>",
    ],
  },
  {
    daysAgo: 70,
    fi: [
      "Lumityöt ja hiekoitus",
      "<p>Huoltoyhtiö hoitaa lumityöt arkisin klo 7 mennessä. Ilmoita liukkaudesta huoltoon.</p>",
    ],
    sv: [
      "Snöröjning och sandning",
      "<p>Servicebolaget sköter snöröjningen vardagar före kl. 7. Meddela fastighetsskötseln om halka.</p>",
    ],
    en: [
      "Snow clearing and gritting",
      "<p>The maintenance company clears snow by 7 on weekdays. Report slippery paths to maintenance.</p>",
    ],
  },
  {
    daysAgo: 96,
    fi: [
      "Joulun jätehuolto",
      "<p>Jäteastiat tyhjennetään joulun aikaan tavallista useammin. Litistä pahvit.</p>",
    ],
    sv: [
      "Avfallshanteringen under julen",
      "<p>Avfallskärlen töms oftare än vanligt under julen. Platta till kartongerna.</p>",
    ],
    en: [
      "Waste collection at Christmas",
      "<p>The bins are emptied more often over Christmas. Please flatten cardboard.</p>",
    ],
  },
  {
    daysAgo: 120,
    fi: ["Palovaroittimien tarkistus", "<p>Muista tarkistaa palovaroittimesi toiminta kuukausittain.</p>"],
    sv: ["Kontroll av brandvarnare", "<p>Kom ihåg att testa din brandvarnare varje månad.</p>"],
    en: ["Check your smoke alarm", "<p>Remember to test your smoke alarm every month.</p>"],
  },
  {
    daysAgo: 150,
    fi: ["Kattoremontti valmis", "<p>B-portaan kattoremontti on valmis. Kiitos kärsivällisyydestä.</p>"],
    sv: ["Takrenoveringen är klar", "<p>Takrenoveringen ovanför trappa B är klar. Tack för ert tålamod.</p>"],
    en: [
      "Roof repair finished",
      "<p>The roof repair over staircase B is finished. Thank you for your patience.</p>",
    ],
  },
  {
    daysAgo: 185,
    fi: [
      "Pyörävaraston järjestely",
      "<p>Merkitsemättömät pyörät siirretään pois varastosta kuukauden kuluttua.</p>",
    ],
    sv: ["Städning av cykelförrådet", "<p>Omärkta cyklar flyttas bort från förrådet om en månad.</p>"],
    en: ["Bike storage tidy-up", "<p>Unmarked bikes are removed from the storage in a month.</p>"],
  },
  {
    daysAgo: 220,
    fi: ["Kesän parvekeohjeet", "<p>Grillaus parvekkeella on sallittu vain sähkögrillillä.</p>"],
    sv: ["Balkongerna på sommaren", "<p>På balkongerna får man bara grilla med elgrill.</p>"],
    en: ["Balconies in summer", "<p>Only electric grills may be used on balconies.</p>"],
  },
  {
    daysAgo: 260,
    fi: ["Pihakeinun korjaus", "<p>Pihan keinu on korjattu ja jälleen käytössä.</p>"],
    sv: ["Gårdsgungan är reparerad", "<p>Gungan på gården är reparerad och i bruk igen.</p>"],
    en: ["Yard swing repaired", "<p>The swing in the yard is repaired and back in use.</p>"],
  },
  {
    daysAgo: 300,
    fi: ["Huoltoyhtiön puhelinnumero", "<p>Huoltoyhtiön päivystysnumero löytyy Taloni-sivulta.</p>"],
    sv: ["Servicebolagets telefonnummer", "<p>Servicebolagets jourtelefon finns på sidan Mitt hus.</p>"],
    en: [
      "Maintenance phone number",
      "<p>The maintenance company's emergency number is on the My building page.</p>",
    ],
  },
  {
    daysAgo: 340,
    fi: ["Tervetuloa portaaliin", "<p>Talon tiedotteet löytyvät nyt myös asukasportaalista.</p>"],
    sv: ["Välkommen till portalen", "<p>Husets meddelanden finns nu också i Invånarportalen.</p>"],
    en: ["Welcome to the portal", "<p>The building's notices are now also in the resident portal.</p>"],
  },
  {
    daysAgo: 40,
    expiresInDays: -5,
    fi: ["Hissin huoltokatko", "<p>Hissi on pois käytöstä huollon ajan.</p>"],
    sv: ["Serviceavbrott i hissen", "<p>Hissen är ur bruk under servicen.</p>"],
    en: ["Lift out of service", "<p>The lift is out of service during maintenance.</p>"],
  },
  {
    daysAgo: -3,
    fi: ["Tuleva tiedote", "<p>Julkaistaan myöhemmin.</p>"],
    sv: ["Kommande meddelande", "<p>Publiceras senare.</p>"],
    en: ["Upcoming notice", "<p>Published later.</p>"],
  },
];

interface DemoEvent {
  /** Days from today (negative: past) and the hour in UTC. */
  inDays: number;
  hour: number;
  hours: number;
  audience: "building" | "resident";
  fi: Text;
  sv: Text;
  en: Text;
  location: string;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    inDays: 6,
    hour: 15,
    hours: 3,
    audience: "building",
    location: "Piha",
    fi: ["Pihatalkoot", "<p>Haravoidaan ja istutetaan kukkia. Kahvit tarjolla.</p>"],
    sv: ["Gårdstalko", "<p>Vi krattar och planterar blommor. Kaffe serveras.</p>"],
    en: ["Yard clean-up day", "<p>Raking and planting flowers. Coffee served.</p>"],
  },
  {
    inDays: 20,
    hour: 7,
    hours: 2,
    audience: "building",
    location: "Kellari",
    fi: ["Väestönsuojan tarkastus", "<p>Pelastusviranomainen tarkastaa väestönsuojan.</p>"],
    sv: ["Granskning av skyddsrummet", "<p>Räddningsmyndigheten granskar skyddsrummet.</p>"],
    en: ["Shelter inspection", "<p>The rescue authority inspects the civil defence shelter.</p>"],
  },
  {
    inDays: 45,
    hour: 6,
    hours: 8,
    audience: "building",
    location: "Asunnot",
    fi: ["Vesimittarien vaihto", "<p>Asuntojen vesimittarit vaihdetaan. Huolto käyttää yleisavainta.</p>"],
    sv: [
      "Vattenmätarna byts",
      "<p>Bostädernas vattenmätare byts. Fastighetsskötseln använder huvudnyckeln.</p>",
    ],
    en: [
      "Water meters replaced",
      "<p>The flats' water meters are replaced. Maintenance uses the master key.</p>",
    ],
  },
  {
    inDays: 12,
    hour: 15,
    hours: 2,
    audience: "resident",
    location: "Kerhohuone",
    fi: ["Asukasilta", "<p>Tervetuloa tutustumaan naapureihin.</p>"],
    sv: ["Invånarkväll", "<p>Välkommen att träffa grannarna.</p>"],
    en: ["Residents' evening", "<p>Come and meet your neighbours.</p>"],
  },
  {
    inDays: 33,
    hour: 14,
    hours: 3,
    audience: "resident",
    location: "Kerhohuone",
    fi: ["Lasten askartelupäivä", "<p>Askartelua kaikenikäisille.</p>"],
    sv: ["Pysseldag för barn", "<p>Pyssel för alla åldrar.</p>"],
    en: ["Children's craft day", "<p>Crafts for all ages.</p>"],
  },
  {
    inDays: -30,
    hour: 15,
    hours: 2,
    audience: "resident",
    location: "Kerhohuone",
    fi: ["Pikkujoulut", "<p>Glögiä ja pipareita.</p>"],
    sv: ["Lillajul", "<p>Glögg och pepparkakor.</p>"],
    en: ["Christmas party", "<p>Mulled wine and gingerbread.</p>"],
  },
  {
    inDays: -90,
    hour: 7,
    hours: 4,
    audience: "building",
    location: "Katto",
    fi: ["Kattokaivojen puhdistus", "<p>Kattokaivot puhdistetaan ennen talvea.</p>"],
    sv: ["Takbrunnarna rengörs", "<p>Takbrunnarna rengörs före vintern.</p>"],
    en: ["Roof drains cleaned", "<p>The roof drains are cleaned before winter.</p>"],
  },
  {
    inDays: -160,
    hour: 14,
    hours: 3,
    audience: "resident",
    location: "Piha",
    fi: ["Kesäjuhla", "<p>Grillausta ja pihapelejä.</p>"],
    sv: ["Sommarfest", "<p>Grillning och gårdsspel.</p>"],
    en: ["Summer party", "<p>Barbecue and yard games.</p>"],
  },
  {
    inDays: -250,
    hour: 15,
    hours: 3,
    audience: "building",
    location: "Piha",
    fi: ["Syystalkoot", "<p>Lehtien haravointi.</p>"],
    sv: ["Hösttalko", "<p>Vi krattar löv.</p>"],
    en: ["Autumn clean-up", "<p>Raking leaves.</p>"],
  },
];

/**
 * The demo documents: the cost centre's rules, the building's instructions and a notice as PDF,
 * and the featured tenant's apartment's inspection record.
 */
const DOCUMENTS = [
  { owner: "costCenter", folder: "home", subfolder: "Säännöt", name: "Järjestyssäännöt", daysAgo: 400 },
  { owner: "building", folder: "home", subfolder: "Ohjeet", name: "Jätehuolto-ohje", daysAgo: 200 },
  { owner: "building", folder: "home", subfolder: "Ohjeet", name: "Saunan käyttöohje", daysAgo: 120 },
  { owner: "building", folder: "notices", subfolder: "", name: "Huoltoyhtiön tiedote", daysAgo: 15 },
  { owner: "apartment", folder: "home", subfolder: "Asunto", name: "Muuttotarkastus", daysAgo: 700 },
] as const;

export async function seedNotices(tx: Db, today: string, files: FileStore): Promise<void> {
  const at = (days: number, hour = 9) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY + hour * 3_600_000);
  const found = await tx
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(inArray(buildings.name, ["Kirsikkapiha", "Tapiolan Kotipuisto"]));
  const byName = new Map(found.map((b) => [b.name, b.id]));
  const kirsikkapiha = byName.get("Kirsikkapiha")!;

  const [costCenter] = await tx
    .insert(costCenters)
    .values({ code: "1100", name: "Itäinen kustannuspaikka" })
    .returning({ id: costCenters.id });
  await tx
    .insert(costCenterBuildings)
    .values([...byName.values()].map((buildingId) => ({ buildingId, costCenterId: costCenter!.id })));

  /** A post of the featured building, published (and last changed) at `publishAt`. */
  const post = (
    kind: "notice" | "event",
    { fi, sv, en }: { fi: Text; sv: Text; en: Text },
    publishAt: Date,
    more: Partial<typeof companyPosts.$inferInsert>,
  ): typeof companyPosts.$inferInsert => ({
    kind,
    titleFi: fi[0],
    textFi: fi[1],
    titleEn: en[0],
    textEn: en[1],
    titleSv: sv[0],
    textSv: sv[1],
    publishAt,
    createdAt: publishAt,
    updatedAt: publishAt,
    ...more,
  });
  const posts = await tx
    .insert(companyPosts)
    .values([
      ...DEMO_NOTICES.map((n) =>
        post("notice", n, at(-n.daysAgo), {
          urgent: n.urgent ?? false,
          expiresAt: n.expiresInDays === undefined ? null : at(n.expiresInDays),
        }),
      ),
      ...DEMO_EVENTS.map((e) => {
        const startsAt = at(e.inDays, e.hour);
        return post("event", e, at(Math.min(e.inDays, 0) - 14), {
          audience: e.audience,
          startsAt,
          endsAt: new Date(startsAt.getTime() + e.hours * 3_600_000),
          location: e.location,
        });
      }),
    ])
    .returning({ id: companyPosts.id });
  await tx
    .insert(companyPostBuildings)
    .values(posts.map((p) => ({ postId: p.id, buildingId: kirsikkapiha })));

  // Aino's apartment: the one her current contract is on.
  const [home] = await tx
    .select({ apartmentId: contracts.apartmentId })
    .from(userAccounts)
    .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .where(and(eq(userAccounts.email, "aino.asukas@example.fi"), isNull(contracts.endDate)));
  for (const [i, d] of DOCUMENTS.entries()) {
    const key = `documents/demo-${i + 1}.pdf`;
    const pdf = onePagePdf(d.name, ["Kirsikkapiha, Kirsikkatie 5", `Asiakirja: ${d.name}`]);
    const { size } = await files.put(key, pdf, "application/pdf");
    await tx.insert(documents).values({
      costCenterId: d.owner === "costCenter" ? costCenter!.id : null,
      buildingId: d.owner === "building" ? kirsikkapiha : null,
      apartmentId: d.owner === "apartment" ? home!.apartmentId : null,
      folder: d.folder,
      subfolder: d.subfolder,
      name: d.name,
      storageKey: key,
      size,
      createdAt: at(-d.daysAgo),
    });
  }
}
