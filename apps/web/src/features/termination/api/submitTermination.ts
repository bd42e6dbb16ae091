import type { TerminationRequestInput } from "@portal/schemas/termination";
import { postJson } from "../../../lib/api.ts";

/** POST /api/contract-termination: the notice; answers the strong identification's `url`. */
export async function submitTermination(notice: TerminationRequestInput): Promise<string> {
  const answer = await postJson("/api/contract-termination", notice);
  const { terminationUrlResponse } = await import("@portal/schemas/termination");
  return terminationUrlResponse.parse(answer).url;
}
