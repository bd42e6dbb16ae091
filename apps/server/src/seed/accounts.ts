/** The demo world's sign-in accounts: printed at start-up and used by tests and the README. */
export const DEMO_PASSWORD = "Asukas!2026";

export interface DemoAccount {
  email: string;
  fi: string;
  en: string;
}

export const DEMO_ACCOUNTS = [
  {
    email: "aino.asukas@example.fi",
    fi: "voimassa oleva sopimus, kanssavuokralainen, lapsi ja aiempi asunto; vuokrarästi perintäkuluineen ja viivästyskorkoineen (velkaerittely, velkakortti, rästi-ilmoitus), vakuus rahana; asunnon kuvat, pelastussuunnitelma ja vesimittari",
    en: "active lease, co-tenant, a child and an earlier home; overdue rent with collection costs and penalty interest (debt page, debt card, arrear notification), deposit in money; apartment images, emergency plan and water meter",
  },
  {
    email: "ville.vuokralainen@example.fi",
    fi: "Ainon sopimuksen kanssavuokralainen",
    en: "co-tenant on Aino's lease",
  },
  {
    email: "uusi.asukas@example.fi",
    fi: "sopimus alkaa 20 päivän päästä (CONTRACT_NOT_STARTED)",
    en: "lease starts in 20 days (CONTRACT_NOT_STARTED)",
  },
  {
    email: "muuttanut.pois@example.fi",
    fi: "sopimus päättyi 10 päivää sitten, kirjautuminen sallittu; etusivulla loppulasku ja vakuuden palautus; varaukset, vakiovuorot ja vikailmoitukset estetty (CONTRACT_ENDED); irtisanominen ei ole mahdollista",
    en: "lease ended 10 days ago, may still sign in; the home page tells of the final bill and the deposit refund; bookings, weekly turns and fault reports refused (CONTRACT_ENDED); cannot terminate",
  },
  {
    email: "vanha.asukas@example.fi",
    fi: "sopimus päättyi 45 päivää sitten (CONTRACT_EXPIRED)",
    en: "lease ended 45 days ago (CONTRACT_EXPIRED)",
  },
  {
    email: "ei.sopimusta@example.fi",
    fi: "ei sopimusta (CONTRACT_NOT_FOUND)",
    en: "no lease (CONTRACT_NOT_FOUND)",
  },
  {
    email: "vahvistamaton@example.fi",
    fi: "sähköpostia ei ole vahvistettu: kirjautuminen pyytää koodin (CONFIRMATION_CODE_REQUIRED)",
    en: "email not yet confirmed: sign-in asks for a code (CONFIRMATION_CODE_REQUIRED)",
  },
  {
    email: "pekka.puhelin@example.fi",
    fi: "kirjautuu myös puhelinnumerolla +358 40 555 7788; vuokrat maksettu etukäteen (ennakko); suljettava ilmoitus, vesi kulutuksen mukaan",
    en: "also signs in with the phone number +358 40 555 7788; rent paid ahead (advance); a notification to close, water by consumption",
  },
  {
    email: "suojattu.asukas@example.fi",
    fi: "turvakielto; vakuus maksusitoumuksena; talossa ei huoltoyhtiötä eikä pelastussuunnitelmaa",
    en: "protection order; deposit as a voucher; building without a maintenance company or emergency plan",
  },
  {
    email: "outi.unohtaja@example.fi",
    fi: "turvakielto; salasanan vaihto unohtuneen salasanan kautta (koodi sähköpostiin)",
    en: "protection order; for trying a forgotten-password reset (code by email)",
  },
  {
    email: "lukittu.asukas@example.fi",
    fi: "lukittu 100 väärän yrityksen jälkeen (ACCOUNT_LOCKED): avautuu pankkitunnistautumisella",
    en: "locked after 100 failed tries (ACCOUNT_LOCKED): unlocks with bank identification",
  },
  {
    email: "yritys.vuokralainen@example.fi",
    fi: "vuokrasopimuksessa on osapuolena myös yritys: irtisanominen ei ole mahdollista verkossa (has_company_tenant)",
    en: "a company is also a party to the lease: it cannot be terminated online (has_company_tenant)",
  },
  {
    email: "vilja.vaihtaja@example.fi",
    fi: "asunnonvaihto: kolmio Espoossa, saa tehdä vaihtoilmoituksen eikä sillä ole vielä ilmoitusta",
    en: "apartment exchange: a three-room home in Espoo, may post an exchange notice and has none yet",
  },
  {
    email: "kaisa.kumppani@example.fi",
    fi: "asunnonvaihto: kaksio Vantaalla ja julkaistu ilmoitus, joka toivoo kolmiota Espoosta; Viljan ilmoitus Vantaalle on sen osuma",
    en: "apartment exchange: a two-room home in Vantaa with a published notice wishing for a three-room home in Espoo; Vilja's notice for Vantaa is its match",
  },
  {
    email: "irja.irtisanoja@example.fi",
    fi: "yhteinen sopimus Jussin kanssa, jonka irtisanominen kulkee loppuun asti: Irja irtisanoo, Jussi hyväksyy ja asiakaspalvelu hyväksyy",
    en: "a lease shared with Jussi whose notice goes the whole way: Irja gives notice, Jussi accepts and customer service approves",
  },
  {
    email: "jussi.irtisanoja@example.fi",
    fi: "Irjan sopimuksen kanssavuokralainen",
    en: "co-tenant on Irja's lease",
  },
  {
    email: "paula.pitkanen@example.fi",
    fi: "vuokrasopimuksella kolmen kuukauden irtisanomisaika: irtisanomislomake tarjoaa päättymispäiviä aikaisintaan sen mukaan, ja asiakaspalvelu näkee sen käsitellessään",
    en: "a lease with a three-month notice period: the termination form offers end dates by it, and customer service sees it when reviewing",
  },
] as const satisfies readonly DemoAccount[];

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]["email"];
