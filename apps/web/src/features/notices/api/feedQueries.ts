import type { Language } from "@portal/schemas/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EventAudience, EventPeriod } from "@portal/schemas/notices.constants";
import type { EventItem, EventsResponse, NoticeItem, NoticesResponse } from "@portal/schemas/notices";
import { getJson, getJsonLoading } from "../../../lib/api.ts";
import { downloadFile } from "../../../lib/download.ts";

export const noticesKey = ["notices"] as const;
export const eventsKey = ["events"] as const;

const schemas = () => import("@portal/schemas/notices");

/** GET /api/notices?p=n: one page of the building's notices, newest first (12 a page). */
export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...noticesKey, "list", page],
    queryFn: ({ signal }): Promise<NoticesResponse> =>
      getJsonLoading(
        `/api/notices?p=${page}`,
        schemas().then((m) => m.noticesResponse),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/notices/:id: one notice; 404 when it is not the tenant's building's, or has expired. */
async function fetchNotice(id: string, signal: AbortSignal): Promise<NoticeItem> {
  const { noticeResponse } = await schemas();
  return (await getJson(`/api/notices/${encodeURIComponent(id)}`, noticeResponse, signal)).data;
}

/** GET /api/events/:id: one event the tenant may see. */
async function fetchEvent(id: string, signal: AbortSignal): Promise<EventItem> {
  const { eventResponse } = await schemas();
  return (await getJson(`/api/events/${encodeURIComponent(id)}`, eventResponse, signal)).data;
}

/**
 * GET /api/events?audience=…&when=…&eventPage=n: one page of the building's or the residents'
 * events not yet over (soonest first) or of those over (latest first).
 */
export const eventsQueryOptions = (audience: EventAudience, page: number, when: EventPeriod = "upcoming") =>
  queryOptions({
    queryKey: [...eventsKey, audience, when, "list", page],
    queryFn: ({ signal }): Promise<EventsResponse> =>
      getJsonLoading(
        `/api/events?audience=${audience}&when=${when}&eventPage=${page}`,
        schemas().then((m) => m.eventsResponse),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** One notice or event, for the one page that shows either. */
export const feedItemQueryOptions = (kind: "notice" | "event", id: string) =>
  queryOptions({
    queryKey: [...(kind === "notice" ? noticesKey : eventsKey), "detail", id],
    queryFn: ({ signal }): Promise<NoticeItem | EventItem> =>
      kind === "notice" ? fetchNotice(id, signal) : fetchEvent(id, signal),
  });

export const useNotices = (page: number) => useQuery(noticesQueryOptions(page));
export const useEvents = (audience: EventAudience, page: number, when: EventPeriod = "upcoming") =>
  useQuery(eventsQueryOptions(audience, page, when));

/**
 * GET /api/events/:id/calendar?lang=: the event as a file the phone or computer opens in its
 * calendar, its title and text in the language the tenant reads the portal in.
 */
export function downloadEventIcs(id: string, name: string, lang: Language): Promise<void> {
  return downloadFile(`/api/events/${encodeURIComponent(id)}/calendar?lang=${lang}`, name, "text/calendar");
}
