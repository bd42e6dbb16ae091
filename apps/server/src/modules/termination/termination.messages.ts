import type { Language } from "@portal/schemas/common";
import { formatDate } from "@portal/schemas/format";
import { TERMINATION_PATH } from "@portal/schemas/lease.constants";
import type { MailContent } from "../../integrations/templates/mail-content.ts";
import { defineMessages, type MessageData } from "../../integrations/templates/message.ts";

/** What happened to a lease termination notice; each person on the lease hears it in their language. */
export const TERMINATION_EVENTS = [
  "created",
  "approval_needed",
  "informed",
  "tenant_accepted",
  "tenant_rejected",
  "landlord_accepted",
  "landlord_rejected",
] as const;
export type TerminationEvent = (typeof TERMINATION_EVENTS)[number];

const isEvent = (value: unknown): value is TerminationEvent =>
  typeof value === "string" && (TERMINATION_EVENTS as readonly string[]).includes(value);

const TEXT: Record<Language, Record<TerminationEvent, (endDate: string) => MailContent>> = {
  fi: {
    created: (end) => ({
      subject: "Irtisanomisilmoituksesi on vastaanotettu",
      paragraphs: [
        [`Olet irtisanonut vuokrasopimuksesi päättymään `, { strong: end }, "."],
        [
          "Jos sopimuksessa on muita vuokralaisia, heidän on vielä hyväksyttävä irtisanominen Asukasportaalissa. Sen jälkeen vuokranantaja käsittelee ilmoituksen.",
        ],
      ],
    }),
    approval_needed: (end) => ({
      subject: "Hyväksy vuokrasopimuksen irtisanominen",
      paragraphs: [
        ["Kanssavuokralaisesi on irtisanonut yhteisen vuokrasopimuksenne päättymään ", { strong: end }, "."],
        ["Irtisanominen tulee voimaan vasta, kun hyväksyt sen. Hyväksy tai hylkää se Asukasportaalissa."],
      ],
    }),
    informed: (end) => ({
      subject: "Vuokrasopimus on irtisanottu",
      paragraphs: [
        ["Vuokrasopimus, jossa olet asukkaana, on irtisanottu päättymään ", { strong: end }, "."],
        ["Tämä on tiedoksi; sinun ei tarvitse tehdä mitään."],
      ],
    }),
    tenant_accepted: (end) => ({
      subject: "Kanssavuokralainen hyväksyi irtisanomisen",
      paragraphs: [
        ["Kanssavuokralainen hyväksyi vuokrasopimuksen irtisanomisen päättymään ", { strong: end }, "."],
        ["Kun kaikki vuokralaiset ovat hyväksyneet sen, vuokranantaja käsittelee ilmoituksen."],
      ],
    }),
    tenant_rejected: () => ({
      subject: "Kanssavuokralainen hylkäsi irtisanomisen",
      paragraphs: [
        ["Kanssavuokralainen hylkäsi vuokrasopimuksen irtisanomisen, joten sopimus jatkuu ennallaan."],
        ["Uuden irtisanomisilmoituksen voi tehdä Asukasportaalissa."],
      ],
    }),
    landlord_accepted: (end) => ({
      subject: "Vuokrasopimuksen irtisanominen on hyväksytty",
      paragraphs: [
        ["Vuokranantaja on hyväksynyt irtisanomisen. Vuokrasopimus päättyy ", { strong: end }, "."],
        ["Vakuus palautetaan noin kuukauden kuluttua sopimuksen päättymisestä."],
      ],
    }),
    landlord_rejected: () => ({
      subject: "Vuokrasopimuksen irtisanomista ei hyväksytty",
      paragraphs: [
        ["Vuokranantaja ei hyväksynyt irtisanomisilmoitusta. Näet syyn Asukasportaalissa."],
        ["Kysyttävää? Asiakaspalvelu palvelee arkisin klo 9–15."],
      ],
    }),
  },
  sv: {
    created: (end) => ({
      subject: "Din uppsägning har tagits emot",
      paragraphs: [
        ["Du har sagt upp ditt hyresavtal så att det upphör ", { strong: end }, "."],
        [
          "Om det finns andra hyresgäster på avtalet måste de ännu godkänna uppsägningen i Invånarportalen. Därefter behandlar hyresvärden uppsägningen.",
        ],
      ],
    }),
    approval_needed: (end) => ({
      subject: "Godkänn uppsägningen av hyresavtalet",
      paragraphs: [
        ["Din medhyresgäst har sagt upp ert gemensamma hyresavtal så att det upphör ", { strong: end }, "."],
        [
          "Uppsägningen träder i kraft först när du har godkänt den. Godkänn eller avslå den i Invånarportalen.",
        ],
      ],
    }),
    informed: (end) => ({
      subject: "Hyresavtalet har sagts upp",
      paragraphs: [
        ["Hyresavtalet för bostaden där du bor har sagts upp så att det upphör ", { strong: end }, "."],
        ["Det här är för kännedom; du behöver inte göra något."],
      ],
    }),
    tenant_accepted: (end) => ({
      subject: "En medhyresgäst godkände uppsägningen",
      paragraphs: [
        ["En medhyresgäst godkände uppsägningen av hyresavtalet så att det upphör ", { strong: end }, "."],
        ["När alla hyresgäster har godkänt den behandlar hyresvärden uppsägningen."],
      ],
    }),
    tenant_rejected: () => ({
      subject: "En medhyresgäst avslog uppsägningen",
      paragraphs: [
        ["En medhyresgäst avslog uppsägningen av hyresavtalet, så avtalet fortsätter som tidigare."],
        ["En ny uppsägning kan göras i Invånarportalen."],
      ],
    }),
    landlord_accepted: (end) => ({
      subject: "Uppsägningen av ditt hyresavtal har godkänts",
      paragraphs: [
        ["Hyresvärden har godkänt uppsägningen. Ditt hyresavtal upphör ", { strong: end }, "."],
        ["Säkerheten återbetalas ungefär en månad efter att avtalet har upphört."],
      ],
    }),
    landlord_rejected: () => ({
      subject: "Uppsägningen av hyresavtalet godkändes inte",
      paragraphs: [
        ["Hyresvärden godkände inte uppsägningen. Du ser orsaken i Invånarportalen."],
        ["Frågor? Kundtjänsten betjänar vardagar kl. 9–15."],
      ],
    }),
  },
  en: {
    created: (end) => ({
      subject: "We received your notice of termination",
      paragraphs: [
        ["You have given notice to end your lease on ", { strong: end }, "."],
        [
          "If there are other tenants on the lease, they must still accept the notice in the Resident portal. The landlord then reviews it.",
        ],
      ],
    }),
    approval_needed: (end) => ({
      subject: "Accept the termination of your lease",
      paragraphs: [
        ["Your co-tenant has given notice to end your joint lease on ", { strong: end }, "."],
        ["The notice takes effect only once you accept it. Accept or reject it in the Resident portal."],
      ],
    }),
    informed: (end) => ({
      subject: "The lease has been terminated",
      paragraphs: [
        ["The lease of the home you live in has been terminated to end on ", { strong: end }, "."],
        ["This is for your information; you need not do anything."],
      ],
    }),
    tenant_accepted: (end) => ({
      subject: "A co-tenant accepted the termination",
      paragraphs: [
        ["A co-tenant accepted the notice to end the lease on ", { strong: end }, "."],
        ["Once every tenant has accepted it, the landlord reviews the notice."],
      ],
    }),
    tenant_rejected: () => ({
      subject: "A co-tenant rejected the termination",
      paragraphs: [
        ["A co-tenant rejected the notice of termination, so the lease continues as before."],
        ["A new notice can be given in the Resident portal."],
      ],
    }),
    landlord_accepted: (end) => ({
      subject: "The termination of your lease has been approved",
      paragraphs: [
        ["The landlord has approved the notice. Your lease ends on ", { strong: end }, "."],
        ["The deposit is refunded about a month after the lease ends."],
      ],
    }),
    landlord_rejected: () => ({
      subject: "The notice of termination was not approved",
      paragraphs: [
        [
          "The landlord did not approve the notice of termination. You can see the reason in the Resident portal.",
        ],
        ["Questions? Customer service is open on weekdays from 9 to 15."],
      ],
    }),
  },
};

const PORTAL_NAME: Record<Language, string> = {
  fi: "Asukasportaali: ",
  sv: "Invånarportalen: ",
  en: "Resident portal: ",
};

/** The mail of a termination event; null when the data names no known event or date. */
function terminationMail(language: Language, data: MessageData): MailContent | null {
  const endDate =
    typeof data.endDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(data.endDate) ? data.endDate : null;
  if (!isEvent(data.event) || !endDate) return null;
  const content = TEXT[language][data.event](formatDate(endDate));
  const link = typeof data.link === "string" && data.link ? data.link.slice(0, 500) : TERMINATION_PATH;
  return {
    ...content,
    paragraphs: [...content.paragraphs, [PORTAL_NAME[language], link]],
  };
}

/** A lease termination notice's mail. */
export const terminationMessages = defineMessages({
  /**
   * Mail to a person on a lease about its termination notice. data: event (TERMINATION_EVENTS),
   * firstName, endDate (YYYY-MM-DD), id, link
   */
  "termination-update": {
    mail: terminationMail,
    example: {
      event: "approval_needed",
      endDate: "2026-04-30",
      firstName: "Ville",
      id: "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11",
    },
  },
});
