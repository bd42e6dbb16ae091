import type { Language } from "@portal/schemas/common";
import { CODE_VALID_MS } from "@portal/schemas/codes";
import type { MailContent } from "../../integrations/templates/mail-content.ts";
import { defineMessages } from "../../integrations/templates/message.ts";
import { codeOf } from "../../integrations/templates/render.ts";

const minutes = CODE_VALID_MS / 60_000;

const RESET_CODE: Record<Language, (code: string) => MailContent> = {
  fi: (code) => ({
    subject: "Koodi salasanan vaihtamiseen",
    paragraphs: [
      [
        "Saimme pyynnön vaihtaa salasanasi. Koodisi on ",
        { strong: code },
        `. Koodi on voimassa ${minutes} minuuttia.`,
      ],
      ["Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan."],
    ],
  }),
  sv: (code) => ({
    subject: "Kod för att byta lösenord",
    paragraphs: [
      [
        "Vi har fått en begäran om att byta ditt lösenord. Din kod är ",
        { strong: code },
        `. Koden gäller i ${minutes} minuter.`,
      ],
      [
        "Om du inte har bett om att byta lösenord kan du lämna det här meddelandet utan åtgärd. Ditt lösenord förblir detsamma.",
      ],
    ],
  }),
  en: (code) => ({
    subject: "Your code for a new password",
    paragraphs: [
      [
        "We received a request to reset your password. Your code is ",
        { strong: code },
        `. It is valid for ${minutes} minutes.`,
      ],
      ["If you did not ask for a new password, you can ignore this message. Your password stays the same."],
    ],
  }),
};

/** The forgotten-password reset's message (the change's notice is the profile's password-changed). */
export const passwordResetMessages = defineMessages({
  /** Mail: password reset code. data: code */
  "password-reset-code": {
    mail: (language, data) => RESET_CODE[language](codeOf(data)),
    example: { code: "123456" },
  },
});
