import { registerInitiateResponse } from "@portal/schemas/sign-up";
import { postJson } from "../../../lib/api.ts";

/** POST /api/register/initiate → the strong-identification address the browser goes to. */
export async function registerInitiate(flowType: "register" | "phone") {
  return registerInitiateResponse.parse(await postJson("/api/register/initiate", { flowType }));
}
