import { useMutation } from "@tanstack/react-query";
import type { ExchangeApplicationInput } from "@portal/schemas/exchange";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";

/** POST /api/exchange/applications: the application goes to customer service (201). */
export async function applyExchange(body: ExchangeApplicationInput): Promise<string> {
  const answer = await postJson("/api/exchange/applications", body, [201]);
  const { exchangeApplicationResponse } = await import("@portal/schemas/exchange");
  return exchangeApplicationResponse.parse(answer).id;
}

export function useApplyExchangeMutation(
  callbacks: MutationCallbacks<string, ExchangeApplicationInput> = {},
) {
  return useMutation({ mutationFn: applyExchange, ...callbacks });
}
