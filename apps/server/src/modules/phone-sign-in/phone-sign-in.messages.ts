import type { Language } from "@portal/schemas/common";
import { CODE_VALID_MS } from "@portal/schemas/codes";
import { defineMessages } from "../../integrations/templates/message.ts";
import { codeOf } from "../../integrations/templates/render.ts";

const minutes = CODE_VALID_MS / 60_000;

/** SMS are short and carry no name: a phone number may be shared or reassigned. */
const SIGN_IN_CODE: Record<Language, (code: string) => string> = {
  fi: (code) =>
    `Asukasportaalin kirjautumiskoodisi on ${code}. Koodi on voimassa ${minutes} minuuttia. Älä kerro koodia kenellekään.`,
  sv: (code) =>
    `Din inloggningskod till Invånarportalen är ${code}. Koden gäller i ${minutes} minuter. Berätta inte koden för någon.`,
  en: (code) =>
    `Your Resident portal sign-in code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
};

/** Phone sign-in's message. */
export const phoneSignInMessages = defineMessages({
  /** SMS: phone sign-in code. data: code */
  "phone-sign-in-code": {
    sms: (language, data) => SIGN_IN_CODE[language](codeOf(data)),
    example: { code: "123456" },
  },
});
