import type { Language } from "@portal/schemas/common";
import { CODE_VALID_MS } from "@portal/schemas/codes";
import { formatPhone } from "@portal/schemas/format";
import type { MailContent } from "../../integrations/templates/mail-content.ts";
import { defineMessages, type MessageData } from "../../integrations/templates/message.ts";
import { codeOf, newValueOf, whenOf } from "../../integrations/templates/render.ts";

const minutes = CODE_VALID_MS / 60_000;

type When = ReturnType<typeof whenOf>;
const atFi = (when: When) => (when ? `${when.date} klo ${when.time}` : "juuri");
const atSv = (when: When) => (when ? `${when.date} kl. ${when.time}` : "nyss");
const atEn = (when: When) => (when ? `on ${when.date} at ${when.time}` : "just now");

/** What a notice of a change says: when, and what it changed to. */
interface Change {
  when: When;
  newValue: string;
}

const PASSWORD_CHANGED: Record<Language, (when: When) => MailContent> = {
  fi: (when) => ({
    subject: "Salasanasi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin salasanasi vaihdettiin ${atFi(when)}. Samalla sinut kirjattiin ulos kaikilta muilta laitteilta.`,
      ],
      [
        "Jos et vaihtanut salasanaa itse, vaihda se heti kirjautumissivun Unohditko salasanasi? -linkistä ja ota yhteyttä asiakaspalveluun.",
      ],
    ],
  }),
  sv: (when) => ({
    subject: "Ditt lösenord har bytts",
    paragraphs: [
      [
        `Ditt lösenord till Invånarportalen byttes ${atSv(when)}. Samtidigt loggades du ut från alla andra enheter.`,
      ],
      [
        "Om du inte bytte lösenordet själv, byt det genast via länken Glömt lösenordet? på inloggningssidan och kontakta kundtjänsten.",
      ],
    ],
  }),
  en: (when) => ({
    subject: "Your password was changed",
    paragraphs: [
      [
        `Your Resident portal password was changed ${atEn(when)}, and you were signed out on all your other devices.`,
      ],
      [
        "If you did not change it yourself, reset it right away with the Forgot your password? link on the sign-in page and contact customer service.",
      ],
    ],
  }),
};

const EMAIL_CHANGED: Record<Language, (change: Change) => MailContent> = {
  fi: ({ when, newValue }) => ({
    subject: "Sähköpostiosoitteesi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin sähköpostiosoitteesi vaihdettiin ${atFi(when)} osoitteeseen `,
        { strong: newValue },
        ". Tähän osoitteeseen ei enää lähetetä portaalin viestejä.",
      ],
      [
        "Jos et vaihtanut osoitetta itse, ota heti yhteyttä asiakaspalveluun. Joku muu on ehkä päässyt tilillesi, ja asiakaspalvelu voi palauttaa osoitteesi.",
      ],
    ],
  }),
  sv: ({ when, newValue }) => ({
    subject: "Din e-postadress har ändrats",
    paragraphs: [
      [
        `Din e-postadress i Invånarportalen ändrades ${atSv(when)} till `,
        { strong: newValue },
        ". Portalen skickar inte längre meddelanden till den här adressen.",
      ],
      [
        "Om du inte ändrade adressen själv, kontakta genast kundtjänsten. Någon annan kan ha kommit åt ditt konto, och kundtjänsten kan återställa din adress.",
      ],
    ],
  }),
  en: ({ when, newValue }) => ({
    subject: "Your email address was changed",
    paragraphs: [
      [
        `Your Resident portal email address was changed ${atEn(when)} to `,
        { strong: newValue },
        ". The portal no longer sends messages to this address.",
      ],
      [
        "If you did not change it yourself, contact customer service right away. Someone else may have got into your account, and customer service can restore your address.",
      ],
    ],
  }),
};

const PHONE_CHANGED: Record<Language, (change: Change) => MailContent> = {
  fi: ({ when, newValue }) => ({
    subject: "Puhelinnumerosi on vaihdettu",
    paragraphs: [
      [
        `Asukasportaalin puhelinnumerosi vaihdettiin ${atFi(when)}. Uusi numero on `,
        { strong: formatPhone(newValue) },
        ".",
      ],
      [
        "Jos et vaihtanut numeroa itse, vaihda salasanasi heti kirjautumissivun Unohditko salasanasi? -linkistä ja ota yhteyttä asiakaspalveluun.",
      ],
    ],
  }),
  sv: ({ when, newValue }) => ({
    subject: "Ditt telefonnummer har ändrats",
    paragraphs: [
      [
        `Ditt telefonnummer i Invånarportalen ändrades ${atSv(when)}. Det nya numret är `,
        { strong: formatPhone(newValue) },
        ".",
      ],
      [
        "Om du inte ändrade numret själv, byt genast lösenord via länken Glömt lösenordet? på inloggningssidan och kontakta kundtjänsten.",
      ],
    ],
  }),
  en: ({ when, newValue }) => ({
    subject: "Your phone number was changed",
    paragraphs: [
      [
        `Your Resident portal phone number was changed ${atEn(when)}. The new number is `,
        { strong: formatPhone(newValue) },
        ".",
      ],
      [
        "If you did not change it yourself, reset your password right away with the Forgot your password? link on the sign-in page and contact customer service.",
      ],
    ],
  }),
};

const EMAIL_CHANGE_CODE: Record<Language, (code: string) => MailContent> = {
  fi: (code) => ({
    subject: "Vahvista uusi sähköpostiosoitteesi",
    paragraphs: [
      ["Vahvistuskoodisi on ", { strong: code }, `. Koodi on voimassa ${minutes} minuuttia.`],
      [
        "Sähköpostiosoitteesi vaihtuu tähän osoitteeseen vasta, kun olet syöttänyt koodin Omat tiedot -sivulla.",
      ],
      ["Jos et pyytänyt muutosta, voit jättää tämän viestin huomiotta."],
    ],
  }),
  sv: (code) => ({
    subject: "Bekräfta din nya e-postadress",
    paragraphs: [
      ["Din bekräftelsekod är ", { strong: code }, `. Koden gäller i ${minutes} minuter.`],
      [
        "Din e-postadress ändras till den här adressen först när du har angett koden på sidan Mina uppgifter.",
      ],
      ["Om du inte har bett om ändringen kan du lämna det här meddelandet utan åtgärd."],
    ],
  }),
  en: (code) => ({
    subject: "Confirm your new email address",
    paragraphs: [
      ["Your confirmation code is ", { strong: code }, `. It is valid for ${minutes} minutes.`],
      ["Your email address changes to this one only after you enter the code on the My details page."],
      ["If you did not ask for this change, you can ignore this message."],
    ],
  }),
};

/** SMS are short and carry no name: a phone number may be shared or reassigned. */
const PHONE_CHANGE_CODE: Record<Language, (code: string) => string> = {
  fi: (code) =>
    `Vahvista uusi puhelinnumerosi Asukasportaalissa koodilla ${code}. Koodi on voimassa ${minutes} minuuttia.`,
  sv: (code) =>
    `Bekräfta ditt nya telefonnummer i Invånarportalen med koden ${code}. Koden gäller i ${minutes} minuter.`,
  en: (code) =>
    `Confirm your new phone number in the Resident portal with the code ${code}. It is valid for ${minutes} minutes.`,
};

const change = (data: MessageData): Change => ({ when: whenOf(data), newValue: newValueOf(data) });
const CHANGED_AT = "2026-03-16T10:05:00.000Z";

/** The tenant's own details: the codes that confirm a new address or number, and the notices of a change. */
export const profileMessages = defineMessages({
  /** Mail: your password was changed (here or by a reset). data: firstName, changedAt (ISO time) */
  "password-changed": {
    mail: (language, data) => PASSWORD_CHANGED[language](whenOf(data)),
    example: { firstName: "Aino", changedAt: CHANGED_AT },
  },
  /** Mail to the old address: your email was changed. data: firstName, changedAt, newValue */
  "email-changed": {
    mail: (language, data) => EMAIL_CHANGED[language](change(data)),
    example: { firstName: "Aino", changedAt: CHANGED_AT, newValue: "uusi.osoite@example.fi" },
  },
  /** Mail to the account's address: your phone number was changed. data: firstName, changedAt, newValue */
  "phone-changed": {
    mail: (language, data) => PHONE_CHANGED[language](change(data)),
    example: { firstName: "Aino", changedAt: CHANGED_AT, newValue: "+358401234567" },
  },
  /** Mail to the new address: confirm the email change. data: code */
  "email-change-code": {
    mail: (language, data) => EMAIL_CHANGE_CODE[language](codeOf(data)),
    example: { code: "123456", firstName: "Aino" },
  },
  /** SMS to the new number: confirm the phone number change. data: code */
  "phone-change-code": {
    sms: (language, data) => PHONE_CHANGE_CODE[language](codeOf(data)),
    example: { code: "123456" },
  },
});
