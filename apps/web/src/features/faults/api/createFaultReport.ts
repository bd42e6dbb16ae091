import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { DefectNoticeForm } from "@portal/schemas/faults";
import { postForm } from "../../../lib/api.ts";
import { faultReportsKey } from "../../../lib/faults/faultReportsKey.ts";

/**
 * POST /api/defect-notices/create: the report's fields as text and its files in the field
 * "attachments", as multipart; 201 with the new report's id.
 */
export async function createFaultReport(values: DefectNoticeForm, files: readonly File[]): Promise<string> {
  const form = new FormData();
  form.append("title", values.title);
  form.append("description", values.description);
  form.append("defectClass", values.defectClass);
  form.append("affectedArea", values.affectedArea);
  form.append("hasPetsInApartment", String(values.hasPetsInApartment));
  if (values.petsDescription !== null) form.append("petsDescription", values.petsDescription);
  form.append("masterKeyAccessAllowed", String(values.masterKeyAccessAllowed));
  form.append("phone", values.phone);
  form.append("language", values.language);
  // Files last, so the server has read every field before the first file arrives.
  for (const file of files) form.append("attachments", file, file.name);
  const answer = await postForm("/api/defect-notices/create", form, [201]);
  const { defectNoticeCreated } = await import("@portal/schemas/faults");
  return defectNoticeCreated.parse(answer).id;
}

/**
 * The report is sent, then the tenant's report list and details are read again before the page
 * moves on. The form keeps its own busy and error state (useSending), so this is a plain function
 * rather than useMutation, whose machinery would weigh on the size-budgeted page.
 */
export function useCreateFaultReportMutation() {
  const client = useQueryClient();
  return useCallback(
    async (values: DefectNoticeForm, files: readonly File[]) => {
      const id = await createFaultReport(values, files);
      await client.invalidateQueries({ queryKey: faultReportsKey });
      return id;
    },
    [client],
  );
}
