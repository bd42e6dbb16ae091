import type { Language } from "@portal/schemas/common";
import { formatPhone } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "../../integrations/templates/mail-content.ts";
import type { MessageData } from "../../integrations/templates/message.ts";
import { whenOf } from "../../integrations/templates/render.ts";
import { HANDLING_LABELS, labelOf } from "./handling-labels.ts";

/**
 * Mails about a tenant's message or fault report: the tenant's confirmation (fi, sv or en by the
 * report's language) and customer service's notice of a new one (in the mail's language, Finnish
 * as the services send it; codes are given by their names).
 */
export type HandlingTemplate =
  | "message-received"
  | "fault-report-received"
  | "customer-service-message"
  | "customer-service-fault-report"
  | "reply-waiting"
  | "state-changed";

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

const tenantSv: typeof tenantFi = {
  "message-received": (d, when) => ({
    subject: "Ditt meddelande har tagits emot",
    paragraphs: [
      [`Tack för ditt meddelande. Kundtjänsten tog emot det ${when}.`],
      ["Ämne: ", { strong: line(d, "subject") }],
      [
        "Kundtjänsten är öppen vardagar kl. 9–15. Du kan följa behandlingen av ditt meddelande på sidan Kontakta oss i Invånarportalen.",
      ],
    ],
  }),
  "fault-report-received": (d, when) => ({
    subject: "Din felanmälan har tagits emot",
    paragraphs: [
      [`Tack för din felanmälan. Vi tog emot den ${when}.`],
      ["Fel: ", { strong: line(d, "title") }],
      [
        "Servicearbeten görs vardagar kl. 8–16. Du kan följa behandlingen av anmälan på sidan Felanmälningar i Invånarportalen.",
      ],
      [
        "Om felet är brådskande, till exempel en vattenläcka eller ett elfel, ring genast servicebolagets jourtelefon.",
      ],
    ],
  }),
};

/** The text of the mail's language: Finnish, Swedish or English. */
const wording =
  (language: Language) =>
  (fi: string, sv: string, en: string): string =>
    language === "fi" ? fi : language === "sv" ? sv : en;

/**
 * A reply is waiting: what it answers and the reply itself, and the link to read and answer it.
 * For a protection-order tenant the outbox holds neither (mail may pass through other hands), and
 * the mail only says that a reply is waiting.
 */
function replyWaiting(language: Language, d: Record<string, unknown>, when: string): MailContent {
  const say = wording(language);
  const fault = line(d, "kind") === "fault-report";
  const title = line(d, "title");
  const body = field(d, "body", 10_000);
  const link = line(d, "link", 500);
  const paragraphs: Paragraph[] = [
    [
      say(
        `${fault ? "Vikailmoitukseesi" : "Viestiisi"} on vastattu ${when}.`,
        `Din ${fault ? "felanmälan" : "meddelande"} har besvarats ${when}.`,
        `Your ${fault ? "fault report" : "message"} was answered ${when}.`,
      ),
    ],
  ];
  if (title)
    paragraphs.push([
      fault ? say("Vika: ", "Fel: ", "Fault: ") : say("Aihe: ", "Ämne: ", "Subject: "),
      { strong: title },
    ]);
  if (body) paragraphs.push([say("Vastaus:", "Svar:", "Reply:")], [body]);
  paragraphs.push([
    body
      ? say(
          "Voit vastata Asukasportaalissa: ",
          "Du kan svara i Invånarportalen: ",
          "You can answer in the Resident portal: ",
        )
      : say(
          "Lue vastaus ja vastaa siihen Asukasportaalissa: ",
          "Läs svaret och svara på det i Invånarportalen: ",
          "Read the reply and answer it in the Resident portal: ",
        ),
    link,
  ]);
  return {
    subject: say(
      `Vastaus ${fault ? "vikailmoitukseesi" : "viestiisi"}`,
      `Svar på din ${fault ? "felanmälan" : "meddelande"}`,
      `A reply to your ${fault ? "fault report" : "message"}`,
    ),
    paragraphs,
  };
}

/** The states as the tenant's pages name them (faults.json and messages.json `status`). */
const STATE_NAMES: Record<Language, Record<string, string>> = {
  fi: { Sent: "Vastaanotettu", InProgress: "Käsittelyssä", Ready: "Valmis" },
  sv: { Sent: "Mottagen", InProgress: "Under behandling", Ready: "Klar" },
  en: { Sent: "Received", InProgress: "In progress", Ready: "Ready" },
};

/**
 * Staff moved the item to another state: which state, when, and the link to the item. For a
 * protection-order tenant the outbox holds no title.
 */
function stateChanged(language: Language, d: Record<string, unknown>, when: string): MailContent {
  const say = wording(language);
  const fault = line(d, "kind") === "fault-report";
  const title = line(d, "title");
  const state = STATE_NAMES[language][line(d, "state")] ?? line(d, "state");
  const paragraphs: Paragraph[] = [
    [
      say(
        `${fault ? "Vikailmoituksesi" : "Viestisi"} käsittelyn tila muuttui ${when}: `,
        `Behandlingen av din ${fault ? "felanmälan" : "meddelande"} ändrades ${when}: `,
        `The handling of your ${fault ? "fault report" : "message"} changed ${when}: `,
      ),
      { strong: state },
    ],
  ];
  if (title)
    paragraphs.push([
      fault ? say("Vika: ", "Fel: ", "Fault: ") : say("Aihe: ", "Ämne: ", "Subject: "),
      { strong: title },
    ]);
  // A completed fault report asks whether the fault was fixed: rate it, or reopen it within 14 days.
  if (fault && line(d, "state") === "Ready")
    paragraphs.push([
      { strong: say("Korjattiinko vika?", "Blev felet åtgärdat?", "Was the fault fixed?") },
      say(
        " Kerro meille ilmoituksen sivulla: anna arvio 1–5, tai jos vika ei korjaantunut, avaa ilmoitus uudelleen 14 päivän kuluessa.",
        " Berätta för oss på anmälans sida: ge ett betyg 1–5, eller öppna anmälan på nytt inom 14 dagar om felet kvarstår.",
        " Tell us on the report's page: rate it 1–5, or if the fault is still there, reopen the report within 14 days.",
      ),
    ]);
  paragraphs.push([
    say(
      "Näet käsittelyn vaiheet Asukasportaalissa: ",
      "Du kan följa behandlingen i Invånarportalen: ",
      "You can follow it in the Resident portal: ",
    ),
    line(d, "link", 500),
  ]);
  return {
    subject: say(
      `${fault ? "Vikailmoituksesi" : "Viestisi"}: ${state}`,
      `Din ${fault ? "felanmälan" : "meddelande"}: ${state}`,
      `Your ${fault ? "fault report" : "message"}: ${state}`,
    ),
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
  const say = wording(language);
  return {
    "customer-service-message": (d, when) => ({
      subject: `${say("Uusi viesti", "Nytt meddelande", "New message")}: ${line(d, "subject", 120)}`,
      paragraphs: [
        [
          say(
            `Asukas lähetti viestin Asukasportaalissa ${when}.`,
            `En hyresgäst skickade ett meddelande i Invånarportalen ${when}.`,
            `A tenant sent a message in the Resident portal ${when}.`,
          ),
        ],
        labelled(say("Lähettäjä", "Avsändare", "From"), line(d, "tenantName")),
        labelled(say("Sähköposti", "E-post", "Email"), line(d, "tenantEmail")),
        labelled(say("Aihe", "Ämne", "Topic"), topic(d)),
        labelled(say("Otsikko", "Rubrik", "Subject"), line(d, "subject")),
        [field(d, "content", 5000)],
        labelled(say("Viestin tunnus", "Meddelandets id", "Message id"), line(d, "id")),
      ],
    }),
    "customer-service-fault-report": (d, when) => ({
      subject: `${say("Uusi vikailmoitus", "Ny felanmälan", "New fault report")}: ${line(d, "title", 120)}`,
      paragraphs: [
        [
          say(
            `Asukas teki vikailmoituksen Asukasportaalissa ${when}.`,
            `En hyresgäst gjorde en felanmälan i Invånarportalen ${when}.`,
            `A tenant reported a fault in the Resident portal ${when}.`,
          ),
        ],
        labelled(say("Ilmoittaja", "Anmälare", "Reported by"), line(d, "tenantName")),
        labelled(say("Puhelin", "Telefon", "Phone"), formatPhone(line(d, "phone"))),
        labelled(
          say("Vikaluokka", "Typ av fel", "Type of fault"),
          labelOf(labels.defectClasses, line(d, "defectClass")),
        ),
        labelled(
          say("Sijainti", "Plats", "Location"),
          labelOf(labels.affectedAreas, line(d, "affectedArea")),
        ),
        labelled(say("Lemmikkejä", "Husdjur", "Pets"), pets(labels, d)),
        labelled(
          say("Yleisavaimen käyttö sallittu", "Huvudnyckeln får användas", "Master key may be used"),
          yesNo(labels, line(d, "masterKey")),
        ),
        labelled(say("Otsikko", "Rubrik", "Title"), line(d, "title")),
        [field(d, "description", 5000)],
        labelled(say("Liitteitä", "Bilagor", "Attachments"), line(d, "attachmentCount")),
        labelled(say("Ilmoituksen tunnus", "Anmälans id", "Report id"), line(d, "id")),
      ],
    }),
  };
}
const customerService: Record<Language, Record<CustomerServiceTemplate, Render>> = {
  fi: customerServiceMails("fi"),
  sv: customerServiceMails("sv"),
  en: customerServiceMails("en"),
};
const tenantMails: Record<Language, typeof tenantFi> = { fi: tenantFi, sv: tenantSv, en: tenantEn };

/** The mail, or null when its data is missing (the worker gives up on it). */
export function handlingMail(
  template: HandlingTemplate,
  language: Language,
  data: MessageData,
): MailContent | null {
  if (!line(data, "id")) return null;
  const when = whenOf(data);
  const at = when
    ? wording(language)(
        `${when.date} klo ${when.time}`,
        `${when.date} kl. ${when.time}`,
        `on ${when.date} at ${when.time}`,
      )
    : wording(language)("juuri", "nyss", "just now");
  if (template === "reply-waiting") return replyWaiting(language, data, at);
  if (template === "state-changed") return stateChanged(language, data, at);
  if (template === "customer-service-message" || template === "customer-service-fault-report")
    return customerService[language][template](data, at);
  return tenantMails[language][template](data, at);
}
