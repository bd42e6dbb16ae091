import { getBlob } from "../../../lib/api.ts";

/**
 * GET /api/bookings/:id/ics with the session's bearer header (a plain link would go without it), then
 * hands the file to the browser as a download the phone or computer opens in its calendar.
 */
export async function downloadIcs(id: string, name: string): Promise<void> {
  const blob = await getBlob(`/api/bookings/${id}/ics`);
  const href = URL.createObjectURL(new Blob([blob], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the next tick.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
