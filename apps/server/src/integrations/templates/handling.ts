import type { Language } from "@portal/schemas/common";
import type { MailContent, Paragraph } from "./catalog.ts";

/**
 * Mails about a tenant's message or fault report: the tenant's confirmation (fi or en by the
 * report's language) and customer service's notice of a new one (always Finnish).
 */
export const HANDLING_TEMPLATES = [
  "message-received",
  "fault-report-received",
  "customer-service-message",
  "customer-service-fault-report",
] as const;
export type HandlingTemplate = (typeof HANDLING_TEMPLATES)[number];

export function isHandlingTemplate(name: string): name is HandlingTemplate {
  return (HANDLING_TEMPLATES as readonly string[]).includes(name);
}

/** Outbox data is strings only; long texts are cut so a mail stays a mail. */
const field = (data: Record<string, unknown>, key: string, max = 200) => {
  const value = data[key];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};
const line = (data: Record<string, unknown>, key: string, max = 200) =>
  field(data, key, max).replace(/\s+/g, " ");

type Render = (data: Record<string, unknown>, when: string) => MailContent;

const tenantFi: Record<"message-received" | "fault-report-received", Render> = {
  "message-received": (d, when) => ({
    subject: "Viestisi on vastaanotettu",
    paragraphs: [
      [`Kiitos viestistäsi. Asiakaspalvelu sai sen ${when}.`],
      ["Aihe: ", { strong: line(d, "subject") }],
      [
        "Asiakaspalvelu on avoinna arkisin klo 9–15. Näet viestisi käsittelyn vaiheen Asukasportaalin Ota yhteyttä -sivulla.",
      ],
    ],
  }),
  "fault-report-received": (d, when) => ({
    subject: "Vikailmoituksesi on vastaanotettu",
    paragraphs: [
      [`Kiitos vikailmoituksesta. Saimme sen ${when}.`],
      ["Vika: ", { strong: line(d, "title") }],
      [
        "Huoltotyöt tehdään arkisin klo 8–16. Voit seurata ilmoituksen käsittelyä Asukasportaalin Vikailmoitukset-sivulla.",
      ],
      [
        "Jos vika on kiireellinen, esimerkiksi vesivuoto tai sähkövika, soita heti huoltoyhtiön päivystysnumeroon.",
      ],
    ],
  }),
};

const tenantEn: typeof tenantFi = {
  "message-received": (d, when) => ({
    subject: "We received your message",
    paragraphs: [
      [`Thank you for your message. Customer service received it ${when}.`],
      ["Subject: ", { strong: line(d, "subject") }],
      [
        "Customer service is open on weekdays from 9 to 15. You can follow your message on the Contact us page of the Resident portal.",
      ],
    ],
  }),
  "fault-report-received": (d, when) => ({
    subject: "We received your fault report",
    paragraphs: [
      [`Thank you for your fault report. We received it ${when}.`],
      ["Fault: ", { strong: line(d, "title") }],
      [
        "Maintenance work is done on weekdays from 8 to 16. You can follow your report on the Fault reports page of the Resident portal.",
      ],
      [
        "If the fault is urgent, such as a water leak or an electrical fault, call the maintenance company's emergency number right away.",
      ],
    ],
  }),
};

const labelled = (label: string, value: string): Paragraph => [`${label}: `, { strong: value || "–" }];

const customerService: Record<"customer-service-message" | "customer-service-fault-report", Render> = {
  "customer-service-message": (d, when) => ({
    subject: `Uusi viesti: ${line(d, "subject", 120)}`,
    paragraphs: [
      [`Asukas lähetti viestin Asukasportaalissa ${when}.`],
      labelled("Lähettäjä", line(d, "tenantName")),
      labelled("Sähköposti", line(d, "tenantEmail")),
      labelled("Aihe", `${line(d, "category")} / ${line(d, "subcategory")}`),
      labelled("Otsikko", line(d, "subject")),
      [field(d, "content", 5000)],
      labelled("Viestin tunnus", line(d, "id")),
    ],
  }),
  "customer-service-fault-report": (d, when) => ({
    subject: `Uusi vikailmoitus: ${line(d, "title", 120)}`,
    paragraphs: [
      [`Asukas teki vikailmoituksen Asukasportaalissa ${when}.`],
      labelled("Ilmoittaja", line(d, "tenantName")),
      labelled("Puhelin", line(d, "phone")),
      labelled("Vikaluokka", line(d, "defectClass")),
      labelled("Sijainti", line(d, "affectedArea")),
      labelled("Lemmikkejä", line(d, "pets", 600)),
      labelled("Yleisavaimen käyttö sallittu", line(d, "masterKey")),
      labelled("Otsikko", line(d, "title")),
      [field(d, "description", 5000)],
      labelled("Liitteitä", line(d, "attachmentCount")),
      labelled("Ilmoituksen tunnus", line(d, "id")),
    ],
  }),
};

/** The mail, or null when its data is missing (the worker gives up on it). */
export function handlingMail(
  template: HandlingTemplate,
  language: Language,
  data: Record<string, unknown>,
  when: { date: string; time: string } | undefined,
): MailContent | null {
  if (!line(data, "id")) return null;
  if (template === "customer-service-message" || template === "customer-service-fault-report")
    return customerService[template](data, when ? `${when.date} klo ${when.time}` : "juuri");
  const at =
    language === "fi"
      ? when
        ? `${when.date} klo ${when.time}`
        : "juuri"
      : when
        ? `on ${when.date} at ${when.time}`
        : "just now";
  return (language === "fi" ? tenantFi : tenantEn)[template](data, at);
}
