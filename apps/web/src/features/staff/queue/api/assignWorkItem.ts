import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssignBody, Assigned } from "@portal/schemas/queue";
import type { WorkItemKind } from "@portal/schemas/queue.constants";
import { postJson } from "../../../../lib/api.ts";
import type { MutationCallbacks } from "../../../../lib/mutation.ts";
import { queueKey } from "./queueQuery.ts";

type Variables = AssignBody & { kind: WorkItemKind; id: string };

/** POST /api/staff/queue/:kind/:id/assign: 409 STALE_STATE when someone changed the assignee first. */
export async function assignWorkItem({ kind, id, ...body }: Variables): Promise<Assigned> {
  const answer = await postJson(`/api/staff/queue/${kind}/${encodeURIComponent(id)}/assign`, body);
  const { assigned } = await import("@portal/schemas/queue");
  return assigned.parse(answer);
}

/** Whatever the answer (a stale one too), the queue and the item are read again. */
export function useAssignWorkItemMutation(callbacks: MutationCallbacks<Assigned, Variables> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignWorkItem,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
