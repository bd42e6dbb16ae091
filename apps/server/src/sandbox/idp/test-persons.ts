/**
 * The sandbox identity provider's test persons. Identity codes use individual numbers 900–999,
 * the range for test and temporary codes, so no real person can match one; the check characters
 * are real, so they pass validation like a bank test environment's codes do.
 */
export interface TestPerson {
  /** The provider's subject (`sub`): stable, and not the identity code. */
  id: string;
  firstName: string;
  lastName: string;
  identityCode: string;
  fi: string;
  en: string;
}

export const TEST_PERSONS = [
  {
    id: "aino-asukas",
    firstName: "Aino",
    lastName: "Asukas",
    identityCode: "150385-912E",
    fi: "asukas, jolla on jo tunnus",
    en: "tenant who already has an account",
  },
  {
    id: "ville-vuokralainen",
    firstName: "Ville",
    lastName: "Vuokralainen",
    identityCode: "220790-9335",
    fi: "kanssavuokralainen, jolla on jo tunnus",
    en: "co-tenant who already has an account",
  },
  {
    id: "kalle-kotilainen",
    firstName: "Kalle",
    lastName: "Kotilainen",
    identityCode: "030478-9575",
    fi: "voimassa oleva sopimus, ei vielä tunnusta",
    en: "active lease, no account yet",
  },
  {
    id: "liisa-lahtinen",
    firstName: "Liisa",
    lastName: "Lahtinen",
    identityCode: "111195-9781",
    fi: "voimassa oleva sopimus, ei vielä tunnusta",
    en: "active lease, no account yet",
  },
  {
    id: "pekka-puhelin",
    firstName: "Pekka",
    lastName: "Puhelin",
    identityCode: "091088-9430",
    fi: "kirjautuu puhelinnumerolla (+358 40 555 7788)",
    en: "signs in with a phone number (+358 40 555 7788)",
  },
  {
    id: "lauri-lukittu",
    firstName: "Lauri",
    lastName: "Lukittu",
    identityCode: "120684-9319",
    fi: "tunnus lukittu, avaa sen tunnistautumalla",
    en: "locked account, unlocks it by identifying",
  },
  {
    id: "irja-irtisanoja",
    firstName: "Irja",
    lastName: "Irtisanoja",
    identityCode: "140281-924B",
    fi: "irtisanoo yhteisen sopimuksen, jolla on jo tunnus",
    en: "gives notice on a shared lease, has an account",
  },
  {
    id: "jussi-irtisanoja",
    firstName: "Jussi",
    lastName: "Irtisanoja",
    identityCode: "050979-9373",
    fi: "Irjan kanssavuokralainen, jolla on jo tunnus",
    en: "Irja's co-tenant, has an account",
  },
  {
    id: "paula-pitkanen",
    firstName: "Paula",
    lastName: "Pitkänen",
    identityCode: "120372-956K",
    fi: "vuokrasopimuksella kolmen kuukauden irtisanomisaika, jolla on jo tunnus",
    en: "a lease with a three-month notice period, has an account",
  },
  {
    id: "tero-testaaja",
    firstName: "Tero",
    lastName: "Testaaja",
    identityCode: "280562-921T",
    fi: "ei vuokrasopimusta",
    en: "no lease",
  },
] as const satisfies readonly TestPerson[];

export type TestPersonId = (typeof TEST_PERSONS)[number]["id"];

export function testPerson(id: TestPersonId): TestPerson {
  return TEST_PERSONS.find((p) => p.id === id)!;
}

export function findTestPerson(id: string): TestPerson | undefined {
  return TEST_PERSONS.find((p) => p.id === id);
}
