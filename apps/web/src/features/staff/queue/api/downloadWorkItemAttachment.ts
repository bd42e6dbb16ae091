import { downloadFile } from "../../../../lib/download.ts";

/** GET /api/staff/queue/:kind/:id/attachments/:attachmentId, saved under the server's name. */
export function downloadWorkItemAttachment(url: string, name: string): Promise<void> {
  return downloadFile(url, name);
}
