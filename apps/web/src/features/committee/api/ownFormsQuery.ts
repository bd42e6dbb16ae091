import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api.ts";
import { committeeFormsKey } from "./committeeFormsKey.ts";
import type { FormRecord } from "./types.ts";

/** GET /api/forms: the member's own forms, newest change first. */
export const ownFormsQueryOptions = () =>
  queryOptions({
    queryKey: [...committeeFormsKey, "own"],
    queryFn: async ({ signal }): Promise<FormRecord[]> => {
      const { formListResponse } = await import("@portal/schemas/committee-forms");
      return (await getJson("/api/forms", formListResponse, signal)).data as FormRecord[];
    },
  });

export function useOwnForms() {
  return useQuery(ownFormsQueryOptions());
}

/** GET /api/forms/:id: one form of the member's committee; another committee's id is a 404. */
export async function fetchForm(id: string, signal?: AbortSignal): Promise<FormRecord> {
  const { formResponse } = await import("@portal/schemas/committee-forms");
  return (await getJson(`/api/forms/${encodeURIComponent(id)}`, formResponse, signal)).data as FormRecord;
}

export const ownFormQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...committeeFormsKey, "form", id],
    queryFn: ({ signal }) => fetchForm(id, signal),
  });

export function useOwnForm(id: string) {
  return useQuery(ownFormQueryOptions(id));
}
