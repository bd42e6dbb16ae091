import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { exchangeKey } from "./exchangeKey.ts";

type Variables = { id: string; from: "published" | "expired" };

/** POST /api/exchange/notices/:id/renew: three more months from now. */
export async function renewNotice({ id, from }: Variables): Promise<void> {
  await postJson(`/api/exchange/notices/${encodeURIComponent(id)}/renew`, { from });
}

export function useRenewNoticeMutation(callbacks: MutationCallbacks<void, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewNotice,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: exchangeKey }),
  });
}
