import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DefectNoticeDetail } from "@portal/schemas/faults";
import { ApiError, getJson } from "../../../lib/api.ts";
import { FAULT_REPORTS_KEY } from "../../../lib/faults/faultReportsQuery.ts";

/** GET /api/defect-notices/:id: one report with its history and attachments; 404 when not the tenant's. */
export function useFaultReport(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [FAULT_REPORTS_KEY, "detail", id],
      queryFn: async ({ signal }): Promise<DefectNoticeDetail> => {
        const { defectNoticeDetail } = await import("@portal/schemas/faults");
        return getJson(`/api/defect-notices/${encodeURIComponent(id)}`, defectNoticeDetail, signal);
      },
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
  );
}
