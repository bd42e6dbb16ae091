import type { Language } from "@portal/schemas/common";
import { FORM_TYPES, type FormType } from "@portal/schemas/committee-forms.constants";
import { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "../../integrations/templates/mail-content.ts";
import { defineMessages, type MessageData } from "../../integrations/templates/message.ts";

/**
 * Mails about resident committees and their forms: the moderator's review request (with the link),
 * the author's approved or rejected notice (with the moderator's reason), and the chair's and the
 * moderator's word that a member's membership ended with their lease. Everything a resident wrote
 * is put in as text: render.ts escapes it in HTML, and no template builds markup from it.
 */
type CommitteeFormTemplate =
  "form-review-request" | "form-approved" | "form-rejected" | "committee-member-left";

/** The forms' names as the committee page words them. */
const FORM_TYPE_NAMES: Record<Language, Record<FormType, string>> = {
  fi: {
    MeetingMinutes: "Kokouspöytäkirja",
    ActionPlan: "Toimintasuunnitelma",
    ActionReport: "Toimintakertomus",
    EventInvite: "Tapahtumakutsu",
    GeneralExpenseReport: "Kuluselvitys",
    TravelExpenseReport: "Matkalasku",
  },
  sv: {
    MeetingMinutes: "Mötesprotokoll",
    ActionPlan: "Verksamhetsplan",
    ActionReport: "Verksamhetsberättelse",
    EventInvite: "Inbjudan till evenemang",
    GeneralExpenseReport: "Kostnadsredovisning",
    TravelExpenseReport: "Reseräkning",
  },
  en: {
    MeetingMinutes: "Meeting minutes",
    ActionPlan: "Action plan",
    ActionReport: "Action report",
    EventInvite: "Event invitation",
    GeneralExpenseReport: "Expense report",
    TravelExpenseReport: "Travel expense report",
  },
};

const text = (data: Record<string, unknown>, key: string, max = 200) => {
  const value = data[key];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};
const line = (data: Record<string, unknown>, key: string, max = 200) =>
  text(data, key, max).replace(/\s+/g, " ");

/** The text of the mail's language: Finnish, Swedish or English. */
const wording =
  (language: Language) =>
  (fi: string, sv: string, en: string): string =>
    language === "fi" ? fi : language === "sv" ? sv : en;

function formTypeName(language: Language, data: Record<string, unknown>): string | null {
  const type = line(data, "formType");
  return (FORM_TYPES as readonly string[]).includes(type)
    ? FORM_TYPE_NAMES[language][type as FormType]
    : null;
}

function expiry(language: Language, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const date = formatInstantDate(at);
  const time = formatInstantTime(at);
  return wording(language)(
    `Linkki on voimassa ${date} klo ${time} asti.`,
    `Länken gäller till ${date} kl. ${time}.`,
    `The link works until ${date} at ${time}.`,
  );
}

const labelled = (label: string, value: string): Paragraph => [`${label}: `, { strong: value }];

/** A member no longer lives in the committee's buildings: their membership ended. */
function memberLeftMail(language: Language, data: Record<string, unknown>): MailContent | null {
  const member = line(data, "memberName");
  const committee = line(data, "committeeName");
  if (!member || !committee) return null;
  const say = wording(language);
  const wasChair = line(data, "role") === "chair";
  return {
    subject: say(
      `Asukastoimikunnan jäsenyys päättyi: ${member}`,
      `Ett medlemskap i boendekommittén har upphört: ${member}`,
      `A committee membership ended: ${member}`,
    ),
    paragraphs: [
      [
        say(
          `${member} ei enää asu asukastoimikunnan taloissa, joten hänen jäsenyytensä päättyi. Hän ei voi enää kirjoittaa eikä lähettää toimikunnan lomakkeita.`,
          `${member} bor inte längre i boendekommitténs hus, så hens medlemskap har upphört. Hen kan inte längre skriva eller skicka kommitténs blanketter.`,
          `${member} no longer lives in the committee's buildings, so their membership ended. They can no longer write or send the committee's forms.`,
        ),
      ],
      labelled(say("Toimikunta", "Kommitté", "Committee"), committee),
      ...(wasChair
        ? [
            [
              say(
                "Hän oli toimikunnan puheenjohtaja: toimikunta tarvitsee uuden puheenjohtajan.",
                "Hen var kommitténs ordförande: kommittén behöver en ny ordförande.",
                "They were the committee's chair: the committee needs a new chair.",
              ),
            ] satisfies Paragraph,
          ]
        : []),
      [
        say(
          "Jos hän asuu yhä jossakin toimikunnan talossa uudella sopimuksella, kiinteistöpäällikkö voi lisätä hänet takaisin.",
          "Om hen fortfarande bor i något av kommitténs hus med ett nytt hyresavtal kan fastighetschefen lägga till hen igen.",
          "If they still live in one of the committee's buildings on a new lease, the property manager can add them back.",
        ),
      ],
    ],
  };
}

/** The mail, or null when its data is incomplete (the worker gives up on it). */
function committeeFormMail(
  template: CommitteeFormTemplate,
  language: Language,
  data: MessageData,
): MailContent | null {
  if (template === "committee-member-left") return memberLeftMail(language, data);
  const typeName = formTypeName(language, data);
  const title = line(data, "title");
  if (!typeName) return null;
  const say = wording(language);
  const named = title ? `${typeName}: ${title}` : typeName;
  if (template === "form-review-request") {
    const link = line(data, "link", 500);
    if (!/^https?:\/\//.test(link)) return null;
    return {
      subject: say(
        `Hyväksyttävä lomake: ${named}`,
        `En blankett att granska: ${named}`,
        `A form to review: ${named}`,
      ),
      paragraphs: [
        [
          say(
            "Asukastoimikunta lähetti lomakkeen hyväksyttäväksi. Avaa lomake linkistä ja hyväksy tai hylkää se. Hylätessäsi kirjoita perustelu: toimikunta näkee sen.",
            "En boendekommitté har skickat en blankett för granskning. Öppna blanketten via länken och godkänn eller avslå den. Skriv en motivering om du avslår den: kommittén ser den.",
            "A resident committee sent a form for review. Open it from the link and approve or reject it. When you reject it, give a reason: the committee sees it.",
          ),
        ],
        labelled(say("Lomake", "Blankett", "Form"), typeName),
        ...(title ? [labelled(say("Otsikko", "Rubrik", "Title"), title)] : []),
        labelled(say("Toimikunta", "Kommitté", "Committee"), line(data, "committeeName")),
        labelled(say("Laatija", "Upprättad av", "Written by"), line(data, "authorName")),
        // A committee document may be changed and sent by another member than its author.
        labelled(
          say("Viimeksi muuttanut", "Senast ändrad av", "Last changed by"),
          line(data, "modifiedByName") || line(data, "authorName"),
        ),
        labelled(
          say("Lähettäjä", "Avsändare", "Sent by"),
          line(data, "sentByName") || line(data, "authorName"),
        ),
        [link],
        [expiry(language, line(data, "expiresAt"))],
        [
          say(
            "Jos linkki on vanhentunut, voit tilata uuden lomakkeen sivulta. Uusi linkki lähetetään tähän osoitteeseen.",
            "Om länken har gått ut kan du beställa en ny på blankettens sida. Den nya länken skickas till den här adressen.",
            "If the link has expired, you can order a new one on the form's page. The new link is sent to this address.",
          ),
        ],
      ],
    };
  }
  if (template === "form-approved")
    return {
      subject: say(
        `Lomakkeesi on hyväksytty: ${named}`,
        `Din blankett har godkänts: ${named}`,
        `Your form was approved: ${named}`,
      ),
      paragraphs: [
        [
          say(
            `Lomakkeesi ${named} on hyväksytty.`,
            `Din blankett ${named} har godkänts.`,
            `Your form ${named} was approved.`,
          ),
        ],
        [
          line(data, "published") === "true"
            ? say(
                "Se julkaistaan talon asukkaille Asukasportaalissa.",
                "Den publiceras för husets invånare i Invånarportalen.",
                "It is published to the building's residents in the Resident portal.",
              )
            : say(
                "Kulut maksetaan ilmoittamallesi tilille.",
                "Kostnaderna betalas till det konto du har angett.",
                "The expenses are paid to the account you gave.",
              ),
        ],
        [
          say(
            "Näet lomakkeesi Asukasportaalin Omat lomakkeet -sivulla.",
            "Du ser dina blanketter på sidan Mina blanketter i Invånarportalen.",
            "You can see your forms on the My forms page of the Resident portal.",
          ),
        ],
      ],
    };
  const reason = text(data, "reason", 2000);
  return {
    subject: say(
      `Lomakkeesi on palautettu: ${named}`,
      `Din blankett har returnerats: ${named}`,
      `Your form was returned: ${named}`,
    ),
    paragraphs: [
      [
        say(
          `Lomakettasi ${named} ei hyväksytty.`,
          `Din blankett ${named} godkändes inte.`,
          `Your form ${named} was not approved.`,
        ),
      ],
      [say("Perustelu:", "Motivering:", "Reason:")],
      [reason],
      [
        say(
          "Voit korjata lomakkeen Asukasportaalin Omat lomakkeet -sivulla ja lähettää sen uudelleen.",
          "Du kan rätta blanketten på sidan Mina blanketter i Invånarportalen och skicka den på nytt.",
          "You can correct the form on the My forms page of the Resident portal and send it again.",
        ),
      ],
    ],
  };
}

const FORM = {
  formType: "MeetingMinutes",
  title: "Syyskokous",
  committeeName: "Kirsikkapihan asukastoimikunta",
  authorName: "Aino Asukas",
};

/** The committees' mails. */
export const committeeFormsMessages = defineMessages({
  /**
   * Mail to the forms' moderator: a committee form awaits review. data: formType, title,
   * committeeName, authorName, modifiedByName, sentByName, link, expiresAt
   */
  "form-review-request": {
    mail: (language, data) => committeeFormMail("form-review-request", language, data),
    example: {
      ...FORM,
      link: "https://portaali.example.fi/hallinta/lomakkeet/abc",
      expiresAt: "2026-03-30T10:00:00.000Z",
    },
  },
  /** Mail to a form's author: approved. data: firstName, formType, title, published ("true" for notices and events) */
  "form-approved": {
    mail: (language, data) => committeeFormMail("form-approved", language, data),
    example: { ...FORM, firstName: "Aino", published: "true" },
  },
  /** Mail to a form's author: rejected, with the reason. data: firstName, formType, title, reason */
  "form-rejected": {
    mail: (language, data) => committeeFormMail("form-rejected", language, data),
    example: { ...FORM, firstName: "Aino", reason: "Allekirjoitukset puuttuvat." },
  },
  /**
   * Mail to a committee's chair and the forms' moderator: a member's lease ended (or they moved
   * away), so their membership ended. data: memberName, committeeName, role, firstName (the chair's)
   */
  "committee-member-left": {
    mail: (language, data) => committeeFormMail("committee-member-left", language, data),
    example: {
      memberName: "Ville Vuokralainen",
      committeeName: "Kirsikkapihan asukastoimikunta",
      role: "member",
      firstName: "Aino",
    },
  },
});
