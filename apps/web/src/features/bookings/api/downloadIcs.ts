import { downloadFile } from "../../../lib/download.ts";

/** GET /api/bookings/:id/ics, saved as a file the phone or computer opens in its calendar. */
export function downloadIcs(id: string, name: string): Promise<void> {
  return downloadFile(`/api/bookings/${id}/ics`, name, "text/calendar");
}
