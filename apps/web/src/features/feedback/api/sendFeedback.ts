import { useMutation } from "@tanstack/react-query";
import type { FeedbackRequest } from "@portal/schemas/feedback";
import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/** POST /api/feedback: answered 201; no session is needed because the tenant has just signed out. */
export async function sendFeedback(body: FeedbackRequest): Promise<void> {
  await parseOk(await postJson("/api/feedback", body, [201]));
}

export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback });
}
