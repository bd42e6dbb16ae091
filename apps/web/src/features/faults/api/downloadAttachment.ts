import { downloadFile } from "../../../lib/download.ts";

/** GET /api/defect-notices/:id/attachments/:attachmentId, saved under the server's name. */
export function downloadAttachment(url: string, name: string): Promise<void> {
  return downloadFile(url, name);
}
