import { useMutation } from "@tanstack/react-query";
import { postJson } from "../../../lib/api.ts";

type Confirmed = { already: boolean; publishedAt: string };

/** POST /api/exchange/confirm: the mailed link publishes the notice; 404 for a wrong or spent link. */
export async function confirmNotice(body: { id: string; secret: string }): Promise<Confirmed> {
  const answer = await postJson("/api/exchange/confirm", body);
  const { exchangeConfirmResponse } = await import("@portal/schemas/exchange");
  return exchangeConfirmResponse.parse(answer);
}

export function useConfirmNoticeMutation() {
  return useMutation({ mutationFn: confirmNotice });
}
