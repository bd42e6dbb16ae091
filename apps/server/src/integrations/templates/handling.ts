import type { Language } from "@portal/schemas/common";
import { formatPhone } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "./mail-content.ts";
import { HANDLING_LABELS, labelOf } from "./handling-labels.ts";

/**
 * Mails about a tenant's message or fault report: the tenant's confirmation (fi or en by the
 * report's language) and customer service's notice of a new one (in the mail's language, Finnish
 * as the services send it; codes are given by their names).
 */
export const HANDLING_TEMPLATES = [
  "message-received",
  "fault-report-received",
  "customer-service-message",
  "customer-service-fault-report",
  "reply-waiting",
  "state-changed",
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

/**
 * A reply is waiting: what it answers and the reply itself, and the link to read and answer it.
 * For a protection-order tenant the outbox holds neither (mail may pass through other hands), and
 * the mail only says that a reply is waiting.
 */
function replyWaiting(language: Language, d: Record<string, unknown>, when: string): MailContent {
  const fi = language === "fi";
  const fault = line(d, "kind") === "fault-report";
  const title = line(d, "title");
  const body = field(d, "body", 10_000);
  const link = line(d, "link", 500);
  const paragraphs: Paragraph[] = [
    [
      fi
        ? `${fault ? "Vikailmoitukseesi" : "Viestiisi"} on vastattu ${when}.`
        : `Your ${fault ? "fault report" : "message"} was answered ${when}.`,
    ],
  ];
  if (title)
    paragraphs.push([
      fi ? (fault ? "Vika: " : "Aihe: ") : fault ? "Fault: " : "Subject: ",
      { strong: title },
    ]);
  if (body) paragraphs.push([fi ? "Vastaus:" : "Reply:"], [body]);
  paragraphs.push([
    fi
      ? body
        ? "Voit vastata Asukasportaalissa: "
        : "Lue vastaus ja vastaa siihen Asukasportaalissa: "
      : body
        ? "You can answer in the Resident portal: "
        : "Read the reply and answer it in the Resident portal: ",
    link,
  ]);
  return {
    subject: fi
      ? `Vastaus ${fault ? "vikailmoitukseesi" : "viestiisi"}`
      : `A reply to your ${fault ? "fault report" : "message"}`,
    paragraphs,
  };
}

/** The states as the tenant's pages name them (faults.json and messages.json `status`). */
const STATE_NAMES: Record<Language, Record<string, string>> = {
  fi: { Sent: "Vastaanotettu", InProgress: "Käsittelyssä", Ready: "Valmis" },
  en: { Sent: "Received", InProgress: "In progress", Ready: "Ready" },
};

/**
 * Staff moved the item to another state: which state, when, and the link to the item. For a
 * protection-order tenant the outbox holds no title.
 */
function stateChanged(language: Language, d: Record<string, unknown>, when: string): MailContent {
  const fi = language === "fi";
  const fault = line(d, "kind") === "fault-report";
  const title = line(d, "title");
  const state = STATE_NAMES[language][line(d, "state")] ?? line(d, "state");
  const paragraphs: Paragraph[] = [
    [
      fi
        ? `${fault ? "Vikailmoituksesi" : "Viestisi"} käsittelyn tila muuttui ${when}: `
        : `The handling of your ${fault ? "fault report" : "message"} changed ${when}: `,
      { strong: state },
    ],
  ];
  if (title)
    paragraphs.push([
      fi ? (fault ? "Vika: " : "Aihe: ") : fault ? "Fault: " : "Subject: ",
      { strong: title },
    ]);
  paragraphs.push([
    fi ? "Näet käsittelyn vaiheet Asukasportaalissa: " : "You can follow it in the Resident portal: ",
    line(d, "link", 500),
  ]);
  return {
    subject: fi
      ? `${fault ? "Vikailmoituksesi" : "Viestisi"}: ${state}`
      : `Your ${fault ? "fault report" : "message"}: ${state}`,
    paragraphs,
  };
}

const labelled = (label: string, value: string): Paragraph => [`${label}: `, { strong: value || "–" }];

type CustomerServiceTemplate = "customer-service-message" | "customer-service-fault-report";

/** A yes-or-no field as the outbox holds it ("true"/"false"; rows queued earlier hold the Finnish word). */
function yesNo(labels: (typeof HANDLING_LABELS)[Language], value: string): string {
  if (value === "true") return labels.yes;
  if (value === "false") return labels.no;
  return value;
}

/** Pets as told: the description, or yes or no (rows queued earlier carry `pets` as text). */
function pets(labels: (typeof HANDLING_LABELS)[Language], d: Record<string, unknown>): string {
  if (!line(d, "hasPets")) return line(d, "pets", 600);
  return line(d, "hasPets") === "true" ? line(d, "petsDescription", 600) || labels.yes : labels.no;
}

/** Customer service's notices, with every code (category, defect class, area) by its name. */
function customerServiceMails(language: Language): Record<CustomerServiceTemplate, Render> {
  const labels = HANDLING_LABELS[language];
  const topic = (d: Record<string, unknown>) =>
    `${labelOf(labels.categories, line(d, "category"))} / ${labelOf(labels.subcategories, line(d, "subcategory"))}`;
  const fi = language === "fi";
  return {
    "customer-service-message": (d, when) => ({
      subject: `${fi ? "Uusi viesti" : "New message"}: ${line(d, "subject", 120)}`,
      paragraphs: [
        [
          fi
            ? `Asukas lähetti viestin Asukasportaalissa ${when}.`
            : `A tenant sent a message in the Resident portal ${when}.`,
        ],
        labelled(fi ? "Lähettäjä" : "From", line(d, "tenantName")),
        labelled(fi ? "Sähköposti" : "Email", line(d, "tenantEmail")),
        labelled(fi ? "Aihe" : "Topic", topic(d)),
        labelled(fi ? "Otsikko" : "Subject", line(d, "subject")),
        [field(d, "content", 5000)],
        labelled(fi ? "Viestin tunnus" : "Message id", line(d, "id")),
      ],
    }),
    "customer-service-fault-report": (d, when) => ({
      subject: `${fi ? "Uusi vikailmoitus" : "New fault report"}: ${line(d, "title", 120)}`,
      paragraphs: [
        [
          fi
            ? `Asukas teki vikailmoituksen Asukasportaalissa ${when}.`
            : `A tenant reported a fault in the Resident portal ${when}.`,
        ],
        labelled(fi ? "Ilmoittaja" : "Reported by", line(d, "tenantName")),
        labelled(fi ? "Puhelin" : "Phone", formatPhone(line(d, "phone"))),
        labelled(fi ? "Vikaluokka" : "Type of fault", labelOf(labels.defectClasses, line(d, "defectClass"))),
        labelled(fi ? "Sijainti" : "Location", labelOf(labels.affectedAreas, line(d, "affectedArea"))),
        labelled(fi ? "Lemmikkejä" : "Pets", pets(labels, d)),
        labelled(
          fi ? "Yleisavaimen käyttö sallittu" : "Master key may be used",
          yesNo(labels, line(d, "masterKey")),
        ),
        labelled(fi ? "Otsikko" : "Title", line(d, "title")),
        [field(d, "description", 5000)],
        labelled(fi ? "Liitteitä" : "Attachments", line(d, "attachmentCount")),
        labelled(fi ? "Ilmoituksen tunnus" : "Report id", line(d, "id")),
      ],
    }),
  };
}
const customerService = { fi: customerServiceMails("fi"), en: customerServiceMails("en") };

/** The mail, or null when its data is missing (the worker gives up on it). */
export function handlingMail(
  template: HandlingTemplate,
  language: Language,
  data: Record<string, unknown>,
  when: { date: string; time: string } | undefined,
): MailContent | null {
  if (!line(data, "id")) return null;
  const at =
    language === "fi"
      ? when
        ? `${when.date} klo ${when.time}`
        : "juuri"
      : when
        ? `on ${when.date} at ${when.time}`
        : "just now";
  if (template === "reply-waiting") return replyWaiting(language, data, at);
  if (template === "state-changed") return stateChanged(language, data, at);
  if (template === "customer-service-message" || template === "customer-service-fault-report")
    return customerService[language][template](data, at);
  return (language === "fi" ? tenantFi : tenantEn)[template](data, at);
}
