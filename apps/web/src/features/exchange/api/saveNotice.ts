import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExchangeNoticeFormInput } from "@portal/schemas/exchange";
import { postJson, putJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { exchangeKey } from "./exchangeKey.ts";

type Variables = { id?: string | undefined; body: ExchangeNoticeFormInput };
type Saved = { id: string; state: string };

/**
 * POST /api/exchange/notices (a new notice, 201) or PUT /api/exchange/notices/:id (an edit). A new
 * one is refused 403 NOT_ELIGIBLE or 409 NOTICE_EXISTS.
 */
export async function saveNotice({ id, body }: Variables): Promise<Saved> {
  const answer = id
    ? await putJson(`/api/exchange/notices/${encodeURIComponent(id)}`, body)
    : await postJson("/api/exchange/notices", body, [201]);
  const { exchangeNoticeResponse } = await import("@portal/schemas/exchange");
  return exchangeNoticeResponse.parse(answer);
}

export function useSaveNoticeMutation(callbacks: MutationCallbacks<Saved, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: exchangeKey }),
  });
}
