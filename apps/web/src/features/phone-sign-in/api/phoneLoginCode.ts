import { phoneLoginCodeResponse } from "@portal/schemas/phone-sign-in";
import { postJson } from "../../../lib/api.ts";

/** POST /api/phone-login/code: the SMS code → the strong-identification address. */
export async function phoneLoginCode(phoneLoginId: string, code: string) {
  return phoneLoginCodeResponse.parse(await postJson("/api/phone-login/code", { phoneLoginId, code }));
}
