import { MAIN_MENU_SLUG } from "@portal/schemas/content";

export interface MenuSeedItem {
  slug: string;
  slugEn: string;
  fi: string;
  /** Swedish pages share the Finnish slugs. */
  sv: string;
  en: string;
  children?: MenuSeedItem[];
}

export const MAIN_MENU = { name: "Päävalikko", slug: MAIN_MENU_SLUG };

/** The main menu as a content editor would build it in WordPress: Finnish slugs, Swedish and English variants. */
export const MAIN_MENU_ITEMS: MenuSeedItem[] = [
  {
    slug: "vuokrani",
    slugEn: "my-rent",
    fi: "Vuokrani",
    sv: "Min hyra",
    en: "My rent",
    children: [
      {
        slug: "maksutiedot",
        slugEn: "payment-details",
        fi: "Maksutiedot",
        sv: "Betalningsuppgifter",
        en: "Payment details",
      },
      { slug: "maksaminen", slugEn: "payment", fi: "Maksaminen", sv: "Betalning", en: "Payment" },
      {
        slug: "vuokrasopimus",
        slugEn: "lease-agreement",
        fi: "Vuokrasopimus",
        sv: "Hyresavtal",
        en: "Lease agreement",
      },
      {
        slug: "velkaerittely",
        slugEn: "debt-breakdown",
        fi: "Velkaerittely",
        sv: "Skuldspecifikation",
        en: "Debt breakdown",
      },
    ],
  },
  {
    slug: "taloni",
    slugEn: "my-building",
    fi: "Taloni",
    sv: "Mitt hus",
    en: "My building",
    children: [
      { slug: "taloni", slugEn: "my-building", fi: "Taloni", sv: "Mitt hus", en: "My building" },
      {
        slug: "taloni-tiedot",
        slugEn: "building-information",
        fi: "Talon tiedot",
        sv: "Husets uppgifter",
        en: "Building information",
      },
      {
        slug: "turvallisuus-ja-pelastautuminen",
        slugEn: "safety-and-rescue",
        fi: "Turvallisuus ja pelastautuminen",
        sv: "Säkerhet och räddning",
        en: "Safety and rescue",
      },
      {
        slug: "vesimittari",
        slugEn: "water-meter",
        fi: "Vesimittari",
        sv: "Vattenmätare",
        en: "Water meter",
      },
      { slug: "tiedotteet", slugEn: "notices", fi: "Tiedotteet", sv: "Meddelanden", en: "Notices" },
      {
        slug: "ohjeet-dokumentit",
        slugEn: "instructions-documents",
        fi: "Ohjeet ja dokumentit",
        sv: "Anvisningar och dokument",
        en: "Instructions and documents",
      },
      {
        slug: "talon-tapahtumat",
        slugEn: "building-events",
        fi: "Talon tapahtumat",
        sv: "Husets evenemang",
        en: "Building events",
      },
      { slug: "pysakointi", slugEn: "parking", fi: "Pysäköinti", sv: "Parkering", en: "Parking" },
      { slug: "varastointi", slugEn: "storage", fi: "Varastointi", sv: "Förvaring", en: "Storage" },
    ],
  },
  {
    slug: "asuminen",
    slugEn: "living",
    fi: "Asuminen",
    sv: "Boende",
    en: "Living",
    children: [
      {
        slug: "vikailmoitus",
        slugEn: "fault-report",
        fi: "Vikailmoitus",
        sv: "Felanmälan",
        en: "Fault report",
      },
      {
        slug: "varaukset",
        slugEn: "bookings",
        fi: "Sauna- ja pesutupavaraukset",
        sv: "Bastu- och tvättstugebokningar",
        en: "Sauna and laundry bookings",
      },
      {
        slug: "asukastoimikunta",
        slugEn: "residents-committee",
        fi: "Asukastoimikunta",
        sv: "Boendekommitté",
        en: "Residents' committee",
      },
      {
        slug: "asukastapahtumat",
        slugEn: "resident-events",
        fi: "Asukastapahtumat",
        sv: "Invånarevenemang",
        en: "Resident events",
      },
      {
        slug: "asunnonvaihto",
        slugEn: "apartment-exchange",
        fi: "Asunnonvaihto",
        sv: "Bostadsbyte",
        en: "Apartment exchange",
        // The exchange board (/asuminen/asunnonvaihto/vaihto), a page of the portal under the
        // content page: the menu shows it under its parent, and the parent's page links it.
        children: [
          {
            slug: "vaihto",
            slugEn: "notices",
            fi: "Vaihtoilmoitukset",
            sv: "Bytesannonser",
            en: "Exchange notices",
          },
        ],
      },
    ],
  },
  {
    slug: "ota-yhteytta",
    slugEn: "contact-us",
    fi: "Ota yhteyttä",
    sv: "Kontakta oss",
    en: "Contact us",
    children: [
      {
        slug: "yhteystiedot",
        slugEn: "contact-details",
        fi: "Yhteystiedot",
        sv: "Kontaktuppgifter",
        en: "Contact details",
      },
      {
        slug: "viesti",
        slugEn: "message",
        fi: "Lähetä viesti",
        sv: "Skicka ett meddelande",
        en: "Send a message",
      },
      {
        slug: "vastuullisuus",
        slugEn: "responsibility",
        fi: "Vastuullisuus",
        sv: "Ansvarsfullhet",
        en: "Responsibility",
      },
    ],
  },
];
