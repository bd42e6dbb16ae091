import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentsResponse } from "@portal/schemas/notices";
import { getJsonLoading } from "../../../lib/api.ts";
import { downloadFile } from "../../../lib/download.ts";

/** GET /api/documents: the home folder's documents of the tenant's cost centre, apartment and building. */
export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: ["documents"],
    queryFn: async ({ signal }): Promise<DocumentsResponse["data"]> => {
      const schema = import("@portal/schemas/notices").then((m) => m.documentsResponse);
      return (await getJsonLoading("/api/documents", schema, signal)).data;
    },
  });

export const useDocuments = () => useQuery(documentsQueryOptions());

/** A document's PDF (`href`, always sent as an attachment), fetched with the session and saved under its name. */
export function downloadDocument(href: string, name: string): Promise<void> {
  const file = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  return downloadFile(href, file, "application/pdf");
}
