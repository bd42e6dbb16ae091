import { postJson } from "../../../lib/api.ts";

/** POST /api/impersonate/login: the nonce the identity provider's return gave the page → a viewing's session id. */
export async function loginViewing(nonce: string): Promise<string> {
  const { impersonationLoginResponse } = await import("@portal/schemas/impersonation");
  return impersonationLoginResponse.parse(await postJson("/api/impersonate/login", { nonce })).sessionId;
}
