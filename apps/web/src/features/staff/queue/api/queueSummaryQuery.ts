import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueueSummary } from "@portal/schemas/queue";
import { getJson } from "../../../../lib/api.ts";
import { queueKey } from "./queueQuery.ts";

/** GET /api/staff/queue/summary: counts per kind and the buildings in the staff member's reach. */
export const queueSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...queueKey, "summary"],
    queryFn: async ({ signal }): Promise<QueueSummary> => {
      const { queueSummary } = await import("@portal/schemas/queue");
      return getJson("/api/staff/queue/summary", queueSummary, signal);
    },
  });

export function useQueueSummary() {
  return useQuery(queueSummaryQueryOptions());
}
