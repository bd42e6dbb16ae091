import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkItemDetail } from "@portal/schemas/queue";
import type { WorkItemKind } from "@portal/schemas/queue.constants";
import { getJson } from "../../../../lib/api.ts";
import { queueKey } from "./queueQuery.ts";

/** GET /api/staff/queue/:kind/:id: the whole item; 404 outside the staff member's buildings. */
export const workItemQueryOptions = (kind: WorkItemKind, id: string) =>
  queryOptions({
    queryKey: [...queueKey, "item", kind, id],
    queryFn: async ({ signal }): Promise<WorkItemDetail> => {
      const { workItemDetail } = await import("@portal/schemas/queue");
      return getJson(`/api/staff/queue/${kind}/${encodeURIComponent(id)}`, workItemDetail, signal);
    },
  });

export function useWorkItem(kind: WorkItemKind, id: string) {
  return useQuery(workItemQueryOptions(kind, id));
}
