import type { Language } from "@portal/schemas/common";
import type { AffectedArea, DefectClass } from "@portal/schemas/faults.constants";
import type { ContactCategory, CONTACT_SUBCATEGORIES } from "@portal/schemas/messages.constants";

type Subcategory = (typeof CONTACT_SUBCATEGORIES)[ContactCategory][number];

interface Labels {
  categories: Record<ContactCategory, string>;
  subcategories: Record<Subcategory, string>;
  defectClasses: Record<DefectClass, string>;
  affectedAreas: Record<AffectedArea, string>;
  yes: string;
  no: string;
}

/**
 * The names customer service reads in its mails for the codes a message or fault report carries,
 * worded as the tenant saw them in the forms (the web catalogs messages.json and faults.json).
 */
export const HANDLING_LABELS: Record<Language, Labels> = {
  fi: {
    categories: {
      "471": "Asiakaspalvelu",
      "473": "Vuokranmaksu",
      "859": "Asumisneuvonta",
      "860": "Ongelma talossa",
    },
    subcategories: {
      apartmentapplications: "Asuntohakemukset",
      sauna_laundry_parking: "Sauna, pesutupa ja pysäköinti",
      contracttermination: "Vuokrasopimuksen irtisanominen",
      propertymanagement: "Kiinteistön hoito",
      faultreports: "Vikailmoitukset",
      accessibility: "Saavutettavuuspalaute",
      other: "Muu asia",
      latepayment: "Myöhässä oleva maksu",
      paymentissues: "Ongelmia maksamisessa",
      debtrepayment: "Velan takaisinmaksu",
      debtassistance: "Apua velkoihin",
      benefitapplication: "Tukien hakeminen",
      tooexpensive: "Vuokra on liian kallis",
      neighbourdispute: "Riita naapurin kanssa",
      evictionassistance: "Häätöuhka",
      dailyerrandsassistance: "Apua arjen asioihin",
      mentalhealthandsubstanceabuse: "Mielenterveys ja päihteet",
      disturbance: "Häiriö talossa",
    },
    defectClasses: {
      hvac: "Ilmanvaihto, lämmitys tai vesi",
      electrical: "Sähkö",
      locks: "Lukot ja avaimet",
      repair: "Korjattavaa",
      other: "Muu vika",
    },
    affectedAreas: {
      apartment: "Asunto",
      courtyard: "Piha",
      publicSpaces: "Yhteiset tilat",
    },
    yes: "kyllä",
    no: "ei",
  },
  sv: {
    categories: {
      "471": "Kundtjänst",
      "473": "Hyresbetalning",
      "859": "Boenderådgivning",
      "860": "Problem i huset",
    },
    subcategories: {
      apartmentapplications: "Bostadsansökningar",
      sauna_laundry_parking: "Bastu, tvättstuga och parkering",
      contracttermination: "Uppsägning av hyresavtal",
      propertymanagement: "Fastighetsskötsel",
      faultreports: "Felanmälningar",
      accessibility: "Respons om tillgänglighet",
      other: "Annat ärende",
      latepayment: "Försenad betalning",
      paymentissues: "Problem med betalningen",
      debtrepayment: "Återbetalning av skuld",
      debtassistance: "Hjälp med skulder",
      benefitapplication: "Att söka stöd",
      tooexpensive: "Hyran är för hög",
      neighbourdispute: "Tvist med en granne",
      evictionassistance: "Hot om vräkning",
      dailyerrandsassistance: "Hjälp med vardagliga ärenden",
      mentalhealthandsubstanceabuse: "Psykisk hälsa och missbruk",
      disturbance: "Störning i huset",
    },
    defectClasses: {
      hvac: "Ventilation, värme eller vatten",
      electrical: "El",
      locks: "Lås och nycklar",
      repair: "Något att reparera",
      other: "Annat fel",
    },
    affectedAreas: {
      apartment: "Bostad",
      courtyard: "Gård",
      publicSpaces: "Gemensamma utrymmen",
    },
    yes: "ja",
    no: "nej",
  },
  en: {
    categories: {
      "471": "Customer service",
      "473": "Rent payment",
      "859": "Housing advice",
      "860": "Problem in the building",
    },
    subcategories: {
      apartmentapplications: "Apartment applications",
      sauna_laundry_parking: "Sauna, laundry and parking",
      contracttermination: "Ending the lease",
      propertymanagement: "Property maintenance",
      faultreports: "Fault reports",
      accessibility: "Accessibility feedback",
      other: "Something else",
      latepayment: "Late payment",
      paymentissues: "Problems with paying",
      debtrepayment: "Paying back a debt",
      debtassistance: "Help with debts",
      benefitapplication: "Applying for benefits",
      tooexpensive: "The rent is too high",
      neighbourdispute: "Dispute with a neighbour",
      evictionassistance: "Risk of eviction",
      dailyerrandsassistance: "Help with everyday things",
      mentalhealthandsubstanceabuse: "Mental health and substance use",
      disturbance: "Disturbance in the building",
    },
    defectClasses: {
      hvac: "Ventilation, heating or water",
      electrical: "Electricity",
      locks: "Locks and keys",
      repair: "Something to repair",
      other: "Other fault",
    },
    affectedAreas: {
      apartment: "Apartment",
      courtyard: "Yard",
      publicSpaces: "Shared spaces",
    },
    yes: "yes",
    no: "no",
  },
};

/** The label of `code` in `table`, or the code itself when it has none (a row queued before a rename). */
export function labelOf(table: Record<string, string>, code: string): string {
  return Object.hasOwn(table, code) ? table[code]! : code;
}
