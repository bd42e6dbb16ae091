import type { Language } from "@portal/schemas/common";
import { formatInstantDate } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "../../integrations/templates/mail-content.ts";
import { defineMessages, type MessageData } from "../../integrations/templates/message.ts";

/**
 * The apartment exchange's mails: the link that publishes a new notice, the reminder a week
 * before a notice expires, and customer service's notice of an exchange application.
 */
type ExchangeTemplate = "exchange-confirm" | "exchange-expiring" | "customer-service-exchange-application";

/** Outbox data is strings only; texts are cut so a mail stays a mail, and made one line where a line is meant. */
const field = (data: Record<string, unknown>, key: string, max = 200) => {
  const value = data[key];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};
const line = (data: Record<string, unknown>, key: string, max = 200) =>
  field(data, key, max).replace(/\s+/g, " ");

function date(data: Record<string, unknown>, key: string): string {
  const at = new Date(field(data, key));
  return Number.isNaN(at.getTime()) ? "" : formatInstantDate(at);
}

/**
 * The content of an exchange mail, or null when the data cannot make one (no link). The
 * confirmation link's secret travels as `code`, which the outbox drops once the mail is sent.
 */
function exchangeMail(template: ExchangeTemplate, language: Language, d: MessageData): MailContent | null {
  const say = (fi: string, sv: string, en: string) => (language === "fi" ? fi : language === "sv" ? sv : en);
  if (template === "exchange-confirm") {
    const link = line(d, "link", 500);
    const code = line(d, "code", 100);
    if (!link || !code) return null;
    return {
      subject: say(
        "Vahvista asunnonvaihtoilmoituksesi",
        "Bekräfta din bostadsbytesannons",
        "Confirm your apartment exchange notice",
      ),
      paragraphs: [
        [
          say(
            "Kiitos asunnonvaihtoilmoituksesta. Ilmoitus julkaistaan muille asukkaille, kun avaat tämän linkin:",
            "Tack för din bostadsbytesannons. Annonsen visas för andra invånare när du öppnar den här länken:",
            "Thank you for your apartment exchange notice. It is shown to other tenants once you open this link:",
          ),
        ],
        [{ strong: `${link}${code}` }],
        [
          say(
            "Jos et tehnyt ilmoitusta, voit jättää tämän viestin huomiotta. Vahvistamaton ilmoitus ei näy kenellekään.",
            "Om du inte har gjort någon annons kan du lämna det här meddelandet utan åtgärd. En obekräftad annons visas inte för någon.",
            "If you did not write a notice, you can ignore this message. A notice that is not confirmed is shown to no one.",
          ),
        ],
      ],
    };
  }
  if (template === "exchange-expiring") {
    const link = line(d, "link", 500);
    if (!link) return null;
    const on = date(d, "expiresAt");
    return {
      subject: say(
        "Asunnonvaihtoilmoituksesi vanhenee pian",
        "Din bostadsbytesannons går snart ut",
        "Your apartment exchange notice expires soon",
      ),
      paragraphs: [
        [
          say(
            `Asunnonvaihtoilmoituksesi on näkyvissä ${on} asti.`,
            `Din bostadsbytesannons visas till ${on}.`,
            `Your apartment exchange notice is shown until ${on}.`,
          ),
        ],
        [
          say(
            "Voit jatkaa sen voimassaoloa kolmella kuukaudella yhdellä painalluksella Asukasportaalissa: ",
            "Du kan förlänga den med tre månader med ett klick i Invånarportalen: ",
            "You can keep it for another three months with one click in the Resident portal: ",
          ),
          link,
        ],
      ],
    };
  }
  const labelled = (fiLabel: string, svLabel: string, enLabel: string, key: string, max = 200): Paragraph => [
    `${say(fiLabel, svLabel, enLabel)}: `,
    { strong: line(d, key, max) || "–" },
  ];
  if (!line(d, "id")) return null;
  return {
    subject: say(
      "Uusi asunnonvaihtohakemus",
      "En ny ansökan om bostadsbyte",
      "A new apartment exchange application",
    ),
    paragraphs: [
      [
        say(
          "Asukas on löytänyt vaihtokumppanin ja hakee asunnonvaihtoa. Hakemus on käsittelyjonossa.",
          "En hyresgäst har hittat en bytespartner och ansöker om bostadsbyte. Ansökan finns i behandlingskön.",
          "A tenant has found an exchange partner and applies for an exchange. The application is in the queue.",
        ),
      ],
      labelled("Hakemus", "Ansökan", "Application", "id"),
      labelled("Hakija", "Sökande", "Applicant", "applicantName"),
      labelled("Hakijan sähköposti", "Sökandens e-post", "Applicant's email", "applicantEmail"),
      labelled("Hakijan asunto", "Sökandens bostad", "Applicant's apartment", "applicantApartment"),
      labelled("Vaihtokumppani", "Bytespartner", "Partner", "partnerName"),
      labelled(
        "Kumppanin yhteystiedot",
        "Partnerns kontaktuppgifter",
        "Partner's contact details",
        "partnerContact",
      ),
      labelled("Kumppanin asunto", "Partnerns bostad", "Partner's apartment", "partnerApartment"),
      [say("Viesti:", "Meddelande:", "Message:")],
      [field(d, "message", 2000) || "–"],
    ],
  };
}

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";

/** The apartment exchange's mails. */
export const exchangeMessages = defineMessages({
  /** Mail: the link that publishes a new exchange notice. data: id, link (ending in /), code (the secret) */
  "exchange-confirm": {
    mail: (language, data) => exchangeMail("exchange-confirm", language, data),
    example: {
      id: ID,
      link: `https://portaali.example.fi/asunnonvaihto/vahvista/${ID}/`,
      code: "s3cr3t-link-part",
    },
  },
  /** Mail: your exchange notice expires in a week. data: id, firstName, link, expiresAt */
  "exchange-expiring": {
    mail: (language, data) => exchangeMail("exchange-expiring", language, data),
    example: {
      id: ID,
      firstName: "Aino",
      link: "https://portaali.example.fi/asunnonvaihto",
      expiresAt: "2026-06-16T10:05:00.000Z",
    },
  },
  /** Mail to customer service: an exchange application with both tenants' details. */
  "customer-service-exchange-application": {
    mail: (language, data) => exchangeMail("customer-service-exchange-application", language, data),
    example: {
      id: ID,
      applicantName: "Vilja Vaihtaja",
      applicantEmail: "vilja.vaihtaja@example.fi",
      applicantApartment: "3h, 72 m², Espoo",
      partnerName: "Kaisa Kumppani",
      partnerContact: "+358401234567, kaisa.kumppani@example.fi",
      partnerApartment: "2h, 55 m², Vantaa",
      message: "Vaihdetaan kesäkuussa.",
    },
  },
});
