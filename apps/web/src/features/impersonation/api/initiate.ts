import type { ImpersonationInitiateRequest } from "@portal/schemas/impersonation";
import { postJson } from "../../../lib/api.ts";

/**
 * POST /api/impersonate/initiate: where to prove who is at the keyboard (the company's identity
 * provider). 404 NOT_FOUND for a tenant id and identity code that do not go together, 403
 * IMPERSONATION_EMAIL_NOT_OWN for an email that is not the staff member's own.
 */
export async function initiateViewing(body: ImpersonationInitiateRequest): Promise<string> {
  const { impersonationInitiateResponse } = await import("@portal/schemas/impersonation");
  return impersonationInitiateResponse.parse(await postJson("/api/impersonate/initiate", body)).url;
}
