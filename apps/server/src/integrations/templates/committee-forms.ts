import type { Language } from "@portal/schemas/common";
import { FORM_TYPES, type FormType } from "@portal/schemas/committee-forms.constants";
import { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "./mail-content.ts";

/**
 * Mails about resident committees and their forms: the moderator's review request (with the link),
 * the author's approved or rejected notice (with the moderator's reason), and the chair's and the
 * moderator's word that a member's membership ended with their lease. Everything a resident wrote
 * is put in as text: render.ts escapes it in HTML, and no template builds markup from it.
 */
export const COMMITTEE_FORM_TEMPLATES = [
  "form-review-request",
  "form-approved",
  "form-rejected",
  "committee-member-left",
] as const;
export type CommitteeFormTemplate = (typeof COMMITTEE_FORM_TEMPLATES)[number];

export function isCommitteeFormTemplate(name: string): name is CommitteeFormTemplate {
  return (COMMITTEE_FORM_TEMPLATES as readonly string[]).includes(name);
}

/** The forms' names as the committee page words them. */
export const FORM_TYPE_NAMES: Record<Language, Record<FormType, string>> = {
  fi: {
    MeetingMinutes: "Kokouspöytäkirja",
    ActionPlan: "Toimintasuunnitelma",
    ActionReport: "Toimintakertomus",
    EventInvite: "Tapahtumakutsu",
    GeneralExpenseReport: "Kuluselvitys",
    TravelExpenseReport: "Matkalasku",
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

function formTypeName(language: Language, data: Record<string, unknown>): string | null {
  const type = line(data, "formType");
  return (FORM_TYPES as readonly string[]).includes(type)
    ? FORM_TYPE_NAMES[language][type as FormType]
    : null;
}

function expiry(language: Language, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return language === "fi"
    ? `Linkki on voimassa ${formatInstantDate(at)} klo ${formatInstantTime(at)} asti.`
    : `The link works until ${formatInstantDate(at)} at ${formatInstantTime(at)}.`;
}

const labelled = (label: string, value: string): Paragraph => [`${label}: `, { strong: value }];

/** A member no longer lives in the committee's buildings: their membership ended. */
function memberLeftMail(language: Language, data: Record<string, unknown>): MailContent | null {
  const member = line(data, "memberName");
  const committee = line(data, "committeeName");
  if (!member || !committee) return null;
  const fi = language === "fi";
  const wasChair = line(data, "role") === "chair";
  return {
    subject: fi ? `Asukastoimikunnan jäsenyys päättyi: ${member}` : `A committee membership ended: ${member}`,
    paragraphs: [
      [
        fi
          ? `${member} ei enää asu asukastoimikunnan taloissa, joten hänen jäsenyytensä päättyi. Hän ei voi enää kirjoittaa eikä lähettää toimikunnan lomakkeita.`
          : `${member} no longer lives in the committee's buildings, so their membership ended. They can no longer write or send the committee's forms.`,
      ],
      labelled(fi ? "Toimikunta" : "Committee", committee),
      ...(wasChair
        ? [
            [
              fi
                ? "Hän oli toimikunnan puheenjohtaja: toimikunta tarvitsee uuden puheenjohtajan."
                : "They were the committee's chair: the committee needs a new chair.",
            ] satisfies Paragraph,
          ]
        : []),
      [
        fi
          ? "Jos hän asuu yhä jossakin toimikunnan talossa uudella sopimuksella, kiinteistöpäällikkö voi lisätä hänet takaisin."
          : "If they still live in one of the committee's buildings on a new lease, the property manager can add them back.",
      ],
    ],
  };
}

/** The mail, or null when its data is incomplete (the worker gives up on it). */
export function committeeFormMail(
  template: CommitteeFormTemplate,
  language: Language,
  data: Record<string, unknown>,
): MailContent | null {
  if (template === "committee-member-left") return memberLeftMail(language, data);
  const typeName = formTypeName(language, data);
  const title = line(data, "title");
  if (!typeName) return null;
  const fi = language === "fi";
  const named = title ? `${typeName}: ${title}` : typeName;
  if (template === "form-review-request") {
    const link = line(data, "link", 500);
    if (!/^https?:\/\//.test(link)) return null;
    return {
      subject: fi ? `Hyväksyttävä lomake: ${named}` : `A form to review: ${named}`,
      paragraphs: [
        [
          fi
            ? "Asukastoimikunta lähetti lomakkeen hyväksyttäväksi. Avaa lomake linkistä ja hyväksy tai hylkää se. Hylätessäsi kirjoita perustelu: toimikunta näkee sen."
            : "A resident committee sent a form for review. Open it from the link and approve or reject it. When you reject it, give a reason: the committee sees it.",
        ],
        labelled(fi ? "Lomake" : "Form", typeName),
        ...(title ? [labelled(fi ? "Otsikko" : "Title", title)] : []),
        labelled(fi ? "Toimikunta" : "Committee", line(data, "committeeName")),
        labelled(fi ? "Laatija" : "Written by", line(data, "authorName")),
        // A committee document may be changed and sent by another member than its author.
        labelled(
          fi ? "Viimeksi muuttanut" : "Last changed by",
          line(data, "modifiedByName") || line(data, "authorName"),
        ),
        labelled(fi ? "Lähettäjä" : "Sent by", line(data, "sentByName") || line(data, "authorName")),
        [link],
        [expiry(language, line(data, "expiresAt"))],
        [
          fi
            ? "Jos linkki on vanhentunut, voit tilata uuden lomakkeen sivulta. Uusi linkki lähetetään tähän osoitteeseen."
            : "If the link has expired, you can order a new one on the form's page. The new link is sent to this address.",
        ],
      ],
    };
  }
  if (template === "form-approved")
    return {
      subject: fi ? `Lomakkeesi on hyväksytty: ${named}` : `Your form was approved: ${named}`,
      paragraphs: [
        [fi ? `Lomakkeesi ${named} on hyväksytty.` : `Your form ${named} was approved.`],
        [
          line(data, "published") === "true"
            ? fi
              ? "Se julkaistaan talon asukkaille Asukasportaalissa."
              : "It is published to the building's residents in the Resident portal."
            : fi
              ? "Kulut maksetaan ilmoittamallesi tilille."
              : "The expenses are paid to the account you gave.",
        ],
        [
          fi
            ? "Näet lomakkeesi Asukasportaalin Omat lomakkeet -sivulla."
            : "You can see your forms on the My forms page of the Resident portal.",
        ],
      ],
    };
  const reason = text(data, "reason", 2000);
  return {
    subject: fi ? `Lomakkeesi on palautettu: ${named}` : `Your form was returned: ${named}`,
    paragraphs: [
      [fi ? `Lomakettasi ${named} ei hyväksytty.` : `Your form ${named} was not approved.`],
      [fi ? "Perustelu:" : "Reason:"],
      [reason],
      [
        fi
          ? "Voit korjata lomakkeen Asukasportaalin Omat lomakkeet -sivulla ja lähettää sen uudelleen."
          : "You can correct the form on the My forms page of the Resident portal and send it again.",
      ],
    ],
  };
}
