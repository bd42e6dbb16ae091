import type { TerminationResponse } from "@portal/schemas/termination";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { frameQuery } from "../../../lib/accountPaths.ts";
import { postJson } from "../../../lib/api.ts";

const approval = (decision: "accept" | "reject", id: string, frame: IdentificationFrame) =>
  `/api/contract-termination/approval/${decision}/${encodeURIComponent(id)}${frameQuery(frame)}`;

async function urlOf(answer: unknown): Promise<string> {
  const { terminationUrlResponse } = await import("@portal/schemas/termination");
  return terminationUrlResponse.parse(answer).url;
}

/** POST …/approval/accept/:id: answers the strong identification's `url` (its return: `frame`'s page). */
export async function acceptTermination(id: string, frame: IdentificationFrame): Promise<string> {
  return urlOf(await postJson(approval("accept", id, frame), {}));
}

/** POST …/approval/reject/:id: the notice is rejected at once (no identification). */
export async function rejectTermination(id: string, frame: IdentificationFrame): Promise<void> {
  await urlOf(await postJson(approval("reject", id, frame), {}));
}

/**
 * POST /api/contract-termination/identification: the bank's answer as the return page received it;
 * the notice (or the acceptance) is recorded and the page's state comes back.
 */
export async function confirmIdentification(
  registerSessionId: string,
  state: string,
): Promise<TerminationResponse> {
  const answer = await postJson("/api/contract-termination/identification", { registerSessionId, state });
  const { terminationResponse } = await import("@portal/schemas/termination");
  return terminationResponse.parse(answer);
}
