import type { Language } from "@portal/schemas/common";
import type { EventItem } from "@portal/schemas/notices";
import { formatDate } from "../format.ts";
import { formatInstantDate, formatInstantTime } from "../instant.ts";

/** An event's title in the reader's language (a committee's invitation by its name) and when it starts. */
export function eventSummary(
  event: EventItem,
  lang: Language,
): { title: string; date: string; time: string } {
  if (event.formType === "CompanyEvent") {
    const { title, startsAt } = event.formData;
    return {
      title: title[lang] || title.fi,
      date: formatInstantDate(startsAt),
      time: formatInstantTime(startsAt),
    };
  }
  const { name, date, time } = event.formData;
  return { title: name, date: formatDate(date), time: time.replace(":", ".") };
}
