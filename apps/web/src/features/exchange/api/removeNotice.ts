import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExchangeState } from "@portal/schemas/exchange.constants";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { moderationKey } from "./moderationQuery.ts";

type Variables = { id: string; from: ExchangeState; reason: string };

/** POST /api/staff/exchange/notices/:id/remove: 409 STALE_STATE when someone moved it first. */
export async function removeNotice({ id, ...body }: Variables): Promise<void> {
  await postJson(`/api/staff/exchange/notices/${encodeURIComponent(id)}/remove`, body);
}

export function useRemoveNoticeMutation(callbacks: MutationCallbacks<void, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeNotice,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
