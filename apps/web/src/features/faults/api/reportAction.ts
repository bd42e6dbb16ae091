import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postJson } from "../../../lib/api.ts";
import { faultReportsKey } from "../../../lib/faults/faultReportsKey.ts";

/**
 * POST /api/defect-notices/:id/feedback or /reopen: one of a completed report's own actions; the
 * report and the list are read again after it.
 */
export function useReportAction(id: string, action: "feedback" | "reopen") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      postJson(`/api/defect-notices/${encodeURIComponent(id)}/${action}`, body, [201]),
    onSuccess: () => client.invalidateQueries({ queryKey: faultReportsKey }),
  });
}
