/**
 * The sandbox identity provider's test staff, for the staff client: the demo staff members (one per
 * role, matched by email to staff_members at their first sign-in), one employee the portal does not
 * know, and one account naming a staff member's email the provider has not verified.
 */
export interface TestStaff {
  /** The provider's subject (`sub`). */
  id: string;
  name: string;
  email: string;
  fi: string;
  en: string;
  /** The provider says it has not verified the email (`email_verified: false`). */
  emailUnverified?: true;
}

export const TEST_STAFF = [
  {
    id: "staff-asta",
    name: "Asta Asiakaspalvelu",
    email: "asta.asiakaspalvelu@kotikallio.example.fi",
    fi: "asiakaspalvelu, kaikki talot",
    en: "customer service, every building",
  },
  {
    id: "staff-matti",
    name: "Matti Huoltomies",
    email: "matti.huolto@kotikallio.example.fi",
    fi: "huoltokoordinaattori, kaikki talot",
    en: "maintenance coordinator, every building",
  },
  {
    id: "staff-mirja",
    name: "Mirja Moderaattori",
    email: "mirja.moderaattori@kotikallio.example.fi",
    fi: "moderaattori, kaikki talot",
    en: "moderator, every building",
  },
  {
    id: "staff-kalle",
    name: "Kalle Kiinteistö",
    email: "kalle.kiinteisto@kotikallio.example.fi",
    fi: "isännöitsijä, kaksi taloa",
    en: "property manager, two buildings",
  },
  {
    id: "staff-ylla",
    name: "Ylla Pitäjä",
    email: "ylla.pitaja@kotikallio.example.fi",
    fi: "pääkäyttäjä",
    en: "administrator",
  },
  {
    id: "staff-outi",
    name: "Outi Ulkopuolinen",
    email: "outi.ulkopuolinen@kotikallio.example.fi",
    fi: "ei hallinnan käyttäjä: kirjautuminen estetään",
    en: "not a staff user: sign-in is refused",
  },
  {
    id: "staff-veera",
    name: "Veera Vahvistamaton",
    email: "mirja.moderaattori@kotikallio.example.fi",
    fi: "Mirjan osoite, jota palvelu ei ole vahvistanut: kirjautuminen estetään",
    en: "Mirja's address, not verified by the provider: sign-in is refused",
    emailUnverified: true,
  },
] as const satisfies readonly TestStaff[];

export type TestStaffId = (typeof TEST_STAFF)[number]["id"];

export function findTestStaff(id: string): TestStaff | undefined {
  return TEST_STAFF.find((s) => s.id === id);
}
