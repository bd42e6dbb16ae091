import { getBlob } from "../../../lib/api.ts";

/**
 * GET /api/defect-notices/:id/attachments/:attachmentId with the session's bearer header (a plain
 * link would go without it), then hands the bytes to the browser as a download under the server's name.
 */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const blob = await getBlob(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the next tick.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
