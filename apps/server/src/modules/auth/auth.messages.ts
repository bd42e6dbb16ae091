import type { Language } from "@portal/schemas/common";
import { CODE_VALID_MS } from "@portal/schemas/codes";
import type { MailContent } from "../../integrations/templates/mail-content.ts";
import { defineMessages } from "../../integrations/templates/message.ts";
import { codeOf } from "../../integrations/templates/render.ts";

const minutes = CODE_VALID_MS / 60_000;

const CONFIRMATION_CODE: Record<Language, (code: string) => MailContent> = {
  fi: (code) => ({
    subject: "Vahvistuskoodisi",
    paragraphs: [
      ["Vahvistuskoodisi on ", { strong: code }, `. Koodi on voimassa ${minutes} minuuttia.`],
      ["Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta."],
    ],
  }),
  sv: (code) => ({
    subject: "Din bekräftelsekod",
    paragraphs: [
      ["Din bekräftelsekod är ", { strong: code }, `. Koden gäller i ${minutes} minuter.`],
      ["Om du inte har bett om en kod kan du lämna det här meddelandet utan åtgärd."],
    ],
  }),
  en: (code) => ({
    subject: "Your confirmation code",
    paragraphs: [
      ["Your confirmation code is ", { strong: code }, `. It is valid for ${minutes} minutes.`],
      ["If you did not ask for a code, you can ignore this message."],
    ],
  }),
};

/** The accounts' messages. */
export const authMessages = defineMessages({
  /** Mail: sign-up or sign-in email confirmation code. data: code */
  "confirmation-code": {
    mail: (language, data) => CONFIRMATION_CODE[language](codeOf(data)),
    example: { code: "123456", firstName: "Aino" },
  },
});
