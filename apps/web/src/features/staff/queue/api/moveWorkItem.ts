import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkItemStateChange } from "@portal/schemas/queue";
import type { WorkItemKind } from "@portal/schemas/queue.constants";
import { postJson } from "../../../../lib/api.ts";
import type { MutationCallbacks } from "../../../../lib/mutation.ts";
import { queueKey } from "./queueQuery.ts";

type Variables = WorkItemStateChange & { kind: WorkItemKind; id: string };

/** POST /api/staff/queue/:kind/:id/state: 409 STALE_STATE when the item is no longer in `from`. */
export async function moveWorkItem({ kind, id, ...body }: Variables): Promise<void> {
  const answer = await postJson(`/api/staff/queue/${kind}/${encodeURIComponent(id)}/state`, body);
  const { workItemStateChanged } = await import("@portal/schemas/queue");
  workItemStateChanged.parse(answer);
}

/** Whatever the answer (a stale one too), the queue and the item are read again. */
export function useMoveWorkItemMutation(callbacks: MutationCallbacks<void, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveWorkItem,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
