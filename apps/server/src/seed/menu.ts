import { MAIN_MENU_SLUG } from "@portal/schemas/content";

export interface MenuSeedItem {
  slug: string;
  slugEn: string;
  fi: string;
  en: string;
  children?: MenuSeedItem[];
}

export const MAIN_MENU = { name: "Päävalikko", slug: MAIN_MENU_SLUG };

/** The main menu as a content editor would build it in WordPress: Finnish slugs, English variants. */
export const MAIN_MENU_ITEMS: MenuSeedItem[] = [
  {
    slug: "vuokrani",
    slugEn: "my-rent",
    fi: "Vuokrani",
    en: "My rent",
    children: [
      { slug: "maksutiedot", slugEn: "payment-details", fi: "Maksutiedot", en: "Payment details" },
      { slug: "maksaminen", slugEn: "payment", fi: "Maksaminen", en: "Payment" },
      { slug: "vuokrasopimus", slugEn: "lease-agreement", fi: "Vuokrasopimus", en: "Lease agreement" },
      { slug: "velkaerittely", slugEn: "debt-breakdown", fi: "Velkaerittely", en: "Debt breakdown" },
    ],
  },
  {
    slug: "taloni",
    slugEn: "my-building",
    fi: "Taloni",
    en: "My building",
    children: [
      { slug: "taloni", slugEn: "my-building", fi: "Taloni", en: "My building" },
      {
        slug: "taloni-tiedot",
        slugEn: "building-information",
        fi: "Talon tiedot",
        en: "Building information",
      },
      {
        slug: "turvallisuus-ja-pelastautuminen",
        slugEn: "safety-and-rescue",
        fi: "Turvallisuus ja pelastautuminen",
        en: "Safety and rescue",
      },
      { slug: "vesimittari", slugEn: "water-meter", fi: "Vesimittari", en: "Water meter" },
      { slug: "tiedotteet", slugEn: "notices", fi: "Tiedotteet", en: "Notices" },
      {
        slug: "ohjeet-dokumentit",
        slugEn: "instructions-documents",
        fi: "Ohjeet ja dokumentit",
        en: "Instructions and documents",
      },
      { slug: "talon-tapahtumat", slugEn: "building-events", fi: "Talon tapahtumat", en: "Building events" },
      { slug: "pysakointi", slugEn: "parking", fi: "Pysäköinti", en: "Parking" },
      { slug: "varastointi", slugEn: "storage", fi: "Varastointi", en: "Storage" },
    ],
  },
  {
    slug: "asuminen",
    slugEn: "living",
    fi: "Asuminen",
    en: "Living",
    children: [
      { slug: "vikailmoitus", slugEn: "fault-report", fi: "Vikailmoitus", en: "Fault report" },
      {
        slug: "varaukset",
        slugEn: "bookings",
        fi: "Sauna- ja pesutupavaraukset",
        en: "Sauna and laundry bookings",
      },
      {
        slug: "asukastoimikunta",
        slugEn: "residents-committee",
        fi: "Asukastoimikunta",
        en: "Residents' committee",
      },
      { slug: "asukastapahtumat", slugEn: "resident-events", fi: "Asukastapahtumat", en: "Resident events" },
      {
        slug: "asunnonvaihto",
        slugEn: "apartment-exchange",
        fi: "Asunnonvaihto",
        en: "Apartment exchange",
        // The exchange board (/asuminen/asunnonvaihto/vaihto), a page of the portal under the
        // content page: the menu shows it under its parent, and the parent's page links it.
        children: [{ slug: "vaihto", slugEn: "notices", fi: "Vaihtoilmoitukset", en: "Exchange notices" }],
      },
    ],
  },
  {
    slug: "ota-yhteytta",
    slugEn: "contact-us",
    fi: "Ota yhteyttä",
    en: "Contact us",
    children: [
      { slug: "yhteystiedot", slugEn: "contact-details", fi: "Yhteystiedot", en: "Contact details" },
      { slug: "viesti", slugEn: "message", fi: "Lähetä viesti", en: "Send a message" },
      { slug: "vastuullisuus", slugEn: "responsibility", fi: "Vastuullisuus", en: "Responsibility" },
    ],
  },
];
