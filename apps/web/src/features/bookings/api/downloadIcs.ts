import type { Language } from "@portal/schemas/common";
import { downloadFile } from "../../../lib/download.ts";

/**
 * GET /api/bookings/:id/ics?lang=, saved as a file the phone or computer opens in its calendar, the
 * resource's name in the language the tenant reads the portal in.
 */
export function downloadIcs(id: string, name: string, lang: Language): Promise<void> {
  return downloadFile(`/api/bookings/${encodeURIComponent(id)}/ics?lang=${lang}`, name, "text/calendar");
}
