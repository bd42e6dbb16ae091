import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExchangeState } from "@portal/schemas/exchange.constants";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { exchangeKey } from "./exchangeKey.ts";

type Variables = { id: string; from: ExchangeState };

/** POST /api/exchange/notices/:id/state to deleted: 409 STALE_STATE when no longer in `from`. */
export async function deleteNotice({ id, from }: Variables): Promise<void> {
  await postJson(`/api/exchange/notices/${encodeURIComponent(id)}/state`, { from, to: "deleted" });
}

export function useDeleteNoticeMutation(callbacks: MutationCallbacks<void, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: exchangeKey }),
  });
}
