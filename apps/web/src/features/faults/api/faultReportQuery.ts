import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DefectNoticeDetail } from "@portal/schemas/faults";
import { getJson } from "../../../lib/api.ts";
import { faultReportsKey } from "../../../lib/faults/faultReportsKey.ts";

/** GET /api/defect-notices/:id: one report with its history and attachments; 404 when not the tenant's. */
export const faultReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...faultReportsKey, "detail", id],
    queryFn: async ({ signal }): Promise<DefectNoticeDetail> => {
      const { defectNoticeDetail } = await import("@portal/schemas/faults");
      return getJson(`/api/defect-notices/${encodeURIComponent(id)}`, defectNoticeDetail, signal);
    },
  });

export function useFaultReport(id: string) {
  return useQuery(faultReportQueryOptions(id));
}
