import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DefectNoticeListItem } from "@portal/schemas/faults";
import { getJsonLoading } from "../api.ts";
import { faultReportsKey } from "./faultReportsKey.ts";

export { faultReportsKey };

/** GET /api/defect-notices: the tenant's fault reports, newest first (the fault page and the home card). */
export const faultReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...faultReportsKey, "list"],
    queryFn: async ({ signal }): Promise<DefectNoticeListItem[]> => {
      // The request goes out while the schema loads: the home page reads it in the same round trip as the rest.
      const schema = import("@portal/schemas/faults").then((m) => m.defectNoticeListResponse);
      return (await getJsonLoading("/api/defect-notices", schema, signal)).items;
    },
  });

export function useFaultReports() {
  return useQuery(faultReportsQueryOptions());
}
