import type { Language } from "@portal/schemas/common";
import { CODE_VALID_MS } from "@portal/schemas/codes";
import { formatPhone } from "@portal/schemas/format";
import type { MailContent } from "./mail-content.ts";
import type { TemplateName } from "./names.ts";
import type { ExchangeTemplate } from "./exchange.ts";
import type { HandlingTemplate } from "./handling.ts";
import type { CommitteeFormTemplate } from "./committee-forms.ts";

export interface TemplateData {
  code: string;
  firstName: string | undefined;
  /** When a change was made, in Helsinki time (D.M.YYYY, HH.mm); absent on messages queued before it was kept. */
  when: { date: string; time: string } | undefined;
  /** The new email address or phone number of a change notice. */
  newValue: string;
}

const minutes = CODE_VALID_MS / 60_000;
const atFi = (d: TemplateData) => (d.when ? `${d.when.date} klo ${d.when.time}` : "juuri");
const atEn = (d: TemplateData) => (d.when ? `on ${d.when.date} at ${d.when.time}` : "just now");
const atSv = (d: TemplateData) => (d.when ? `${d.when.date} kl. ${d.when.time}` : "nyss");

type SmsTemplateName = "phone-sign-in-code" | "phone-change-code";
/**
 * The payment receipt (receipt.ts), the handling mails (handling.ts) and the committee forms' mails
 * (committee-forms.ts) render from their own data.
 */
type MailTemplates = Record<
  Exclude<
    TemplateName,
    | SmsTemplateName
    | "payment-receipt"
    | "termination-update"
    | HandlingTemplate
    | CommitteeFormTemplate
    | ExchangeTemplate
  >,
  (d: TemplateData) => MailContent
>;

const mailFi: MailTemplates = {
  "confirmation-code": (d) => ({
    subject: "Vahvistuskoodisi",
    paragraphs: [
      ["Vahvistuskoodisi on ", { strong: d.code }, `. Koodi on voimassa ${minutes} minuuttia.`],
      ["Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta."],
    ],
  }),
  "password-reset-code": (d) => ({
    subject: "Koodi salasanan vaihtamiseen",
    paragraphs: [
      [
        "Saimme pyynnön vaihtaa salasanasi. Koodisi on ",
        { strong: d.code },
        `. Koodi on voimassa ${minutes} minuuttia.`,
      ],
      ["Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan."],
    ],
  }),
  "password-changed": (d) => ({
    subject: "Salasanasi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin salasanasi vaihdettiin ${d.when ? `${d.when.date} klo ${d.when.time}` : "juuri"}. Samalla sinut kirjattiin ulos kaikilta muilta laitteilta.`,
      ],
      [
        "Jos et vaihtanut salasanaa itse, vaihda se heti kirjautumissivun Unohditko salasanasi? -linkistä ja ota yhteyttä asiakaspalveluun.",
      ],
    ],
  }),
  "email-changed": (d) => ({
    subject: "Sähköpostiosoitteesi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin sähköpostiosoitteesi vaihdettiin ${atFi(d)} osoitteeseen `,
        { strong: d.newValue },
        ". Tähän osoitteeseen ei enää lähetetä portaalin viestejä.",
      ],
      [
        "Jos et vaihtanut osoitetta itse, ota heti yhteyttä asiakaspalveluun. Joku muu on ehkä päässyt tilillesi, ja asiakaspalvelu voi palauttaa osoitteesi.",
      ],
    ],
  }),
  "phone-changed": (d) => ({
    subject: "Puhelinnumerosi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin puhelinnumerosi vaihdettiin ${atFi(d)}. Uusi numero on `,
        { strong: formatPhone(d.newValue) },
        ".",
      ],
      [
        "Jos et vaihtanut numeroa itse, vaihda salasanasi heti kirjautumissivun Unohditko salasanasi? -linkistä ja ota yhteyttä asiakaspalveluun.",
      ],
    ],
  }),
  "email-change-code": (d) => ({
    subject: "Vahvista uusi sähköpostiosoitteesi",
    paragraphs: [
      ["Vahvistuskoodisi on ", { strong: d.code }, `. Koodi on voimassa ${minutes} minuuttia.`],
      [
        "Sähköpostiosoitteesi vaihtuu tähän osoitteeseen vasta, kun olet syöttänyt koodin Omat tiedot -sivulla.",
      ],
      ["Jos et pyytänyt muutosta, voit jättää tämän viestin huomiotta."],
    ],
  }),
};

const mailEn: MailTemplates = {
  "confirmation-code": (d) => ({
    subject: "Your confirmation code",
    paragraphs: [
      ["Your confirmation code is ", { strong: d.code }, `. It is valid for ${minutes} minutes.`],
      ["If you did not ask for a code, you can ignore this message."],
    ],
  }),
  "password-reset-code": (d) => ({
    subject: "Your code for a new password",
    paragraphs: [
      [
        "We received a request to reset your password. Your code is ",
        { strong: d.code },
        `. It is valid for ${minutes} minutes.`,
      ],
      ["If you did not ask for a new password, you can ignore this message. Your password stays the same."],
    ],
  }),
  "password-changed": (d) => ({
    subject: "Your password was changed",
    paragraphs: [
      [
        `Your Resident portal password was changed ${d.when ? `on ${d.when.date} at ${d.when.time}` : "just now"}, and you were signed out on all your other devices.`,
      ],
      [
        "If you did not change it yourself, reset it right away with the Forgot your password? link on the sign-in page and contact customer service.",
      ],
    ],
  }),
  "email-change-code": (d) => ({
    subject: "Confirm your new email address",
    paragraphs: [
      ["Your confirmation code is ", { strong: d.code }, `. It is valid for ${minutes} minutes.`],
      ["Your email address changes to this one only after you enter the code on the My details page."],
      ["If you did not ask for this change, you can ignore this message."],
    ],
  }),
  "email-changed": (d) => ({
    subject: "Your email address was changed",
    paragraphs: [
      [
        `Your Resident portal email address was changed ${atEn(d)} to `,
        { strong: d.newValue },
        ". The portal no longer sends messages to this address.",
      ],
      [
        "If you did not change it yourself, contact customer service right away. Someone else may have got into your account, and customer service can restore your address.",
      ],
    ],
  }),
  "phone-changed": (d) => ({
    subject: "Your phone number was changed",
    paragraphs: [
      [
        `Your Resident portal phone number was changed ${atEn(d)}. The new number is `,
        { strong: formatPhone(d.newValue) },
        ".",
      ],
      [
        "If you did not change it yourself, reset your password right away with the Forgot your password? link on the sign-in page and contact customer service.",
      ],
    ],
  }),
};

const mailSv: MailTemplates = {
  "confirmation-code": (d) => ({
    subject: "Din bekräftelsekod",
    paragraphs: [
      ["Din bekräftelsekod är ", { strong: d.code }, `. Koden gäller i ${minutes} minuter.`],
      ["Om du inte har bett om en kod kan du lämna det här meddelandet utan åtgärd."],
    ],
  }),
  "password-reset-code": (d) => ({
    subject: "Kod för att byta lösenord",
    paragraphs: [
      [
        "Vi har fått en begäran om att byta ditt lösenord. Din kod är ",
        { strong: d.code },
        `. Koden gäller i ${minutes} minuter.`,
      ],
      [
        "Om du inte har bett om att byta lösenord kan du lämna det här meddelandet utan åtgärd. Ditt lösenord förblir detsamma.",
      ],
    ],
  }),
  "password-changed": (d) => ({
    subject: "Ditt lösenord har bytts",
    paragraphs: [
      [
        `Ditt lösenord till Invånarportalen byttes ${atSv(d)}. Samtidigt loggades du ut från alla andra enheter.`,
      ],
      [
        "Om du inte bytte lösenordet själv, byt det genast via länken Glömt lösenordet? på inloggningssidan och kontakta kundtjänsten.",
      ],
    ],
  }),
  "email-changed": (d) => ({
    subject: "Din e-postadress har ändrats",
    paragraphs: [
      [
        `Din e-postadress i Invånarportalen ändrades ${atSv(d)} till `,
        { strong: d.newValue },
        ". Portalen skickar inte längre meddelanden till den här adressen.",
      ],
      [
        "Om du inte ändrade adressen själv, kontakta genast kundtjänsten. Någon annan kan ha kommit åt ditt konto, och kundtjänsten kan återställa din adress.",
      ],
    ],
  }),
  "phone-changed": (d) => ({
    subject: "Ditt telefonnummer har ändrats",
    paragraphs: [
      [
        `Ditt telefonnummer i Invånarportalen ändrades ${atSv(d)}. Det nya numret är `,
        { strong: formatPhone(d.newValue) },
        ".",
      ],
      [
        "Om du inte ändrade numret själv, byt genast lösenord via länken Glömt lösenordet? på inloggningssidan och kontakta kundtjänsten.",
      ],
    ],
  }),
  "email-change-code": (d) => ({
    subject: "Bekräfta din nya e-postadress",
    paragraphs: [
      ["Din bekräftelsekod är ", { strong: d.code }, `. Koden gäller i ${minutes} minuter.`],
      [
        "Din e-postadress ändras till den här adressen först när du har angett koden på sidan Mina uppgifter.",
      ],
      ["Om du inte har bett om ändringen kan du lämna det här meddelandet utan åtgärd."],
    ],
  }),
};

export const MAIL_TEMPLATES: Record<Language, MailTemplates> = { fi: mailFi, sv: mailSv, en: mailEn };

/** SMS are short and carry no name: a phone number may be shared or reassigned. */
export const SMS_TEMPLATES: Record<Language, Record<SmsTemplateName, (d: TemplateData) => string>> = {
  fi: {
    "phone-sign-in-code": (d) =>
      `Asukasportaalin kirjautumiskoodisi on ${d.code}. Koodi on voimassa ${minutes} minuuttia. Älä kerro koodia kenellekään.`,
    "phone-change-code": (d) =>
      `Vahvista uusi puhelinnumerosi Asukasportaalissa koodilla ${d.code}. Koodi on voimassa ${minutes} minuuttia.`,
  },
  sv: {
    "phone-sign-in-code": (d) =>
      `Din inloggningskod till Invånarportalen är ${d.code}. Koden gäller i ${minutes} minuter. Berätta inte koden för någon.`,
    "phone-change-code": (d) =>
      `Bekräfta ditt nya telefonnummer i Invånarportalen med koden ${d.code}. Koden gäller i ${minutes} minuter.`,
  },
  en: {
    "phone-sign-in-code": (d) =>
      `Your Resident portal sign-in code is ${d.code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    "phone-change-code": (d) =>
      `Confirm your new phone number in the Resident portal with the code ${d.code}. It is valid for ${minutes} minutes.`,
  },
};

export const GREETING: Record<Language, (firstName: string | undefined) => string> = {
  fi: (name) => (name ? `Hei ${name}!` : "Hei!"),
  sv: (name) => (name ? `Hej ${name}!` : "Hej!"),
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
};

export const SIGN_OFF: Record<Language, [string, string]> = {
  fi: ["Ystävällisin terveisin", "Asukasportaali"],
  sv: ["Med vänliga hälsningar", "Invånarportalen"],
  en: ["Kind regards", "Resident portal"],
};

/** Mail footer: these messages cannot be answered. */
export const FOOTER: Record<Language, string> = {
  fi: "Tämä on automaattinen viesti, eikä siihen voi vastata.",
  sv: "Det här är ett automatiskt meddelande som inte kan besvaras.",
  en: "This is an automatic message. Please do not reply.",
};
