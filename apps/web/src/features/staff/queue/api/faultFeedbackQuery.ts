import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../../lib/api.ts";
import { queueKey } from "./queueQuery.ts";

/**
 * GET /api/staff/queue/fault-reports/:id/feedback: the tenant's rating of a completed fault report
 * and each reopening; 404 outside the staff member's buildings.
 */
export const faultFeedbackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queueKey, "item", "fault-reports", id, "feedback"],
    queryFn: async ({ signal }) => {
      const { staffFaultFeedbackResponse } = await import("@portal/schemas/faults");
      return getJson(
        `/api/staff/queue/fault-reports/${encodeURIComponent(id)}/feedback`,
        staffFaultFeedbackResponse,
        signal,
      );
    },
  });

export function useFaultFeedback(id: string) {
  return useQuery(faultFeedbackQueryOptions(id));
}
